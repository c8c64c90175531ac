// The worker thread of `rollupsOnWorker`: reads every day's rollups on its own connection.
import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '../db/connect';
import { daysToToday, rollupsOf } from '../stats/rollup';

const { file, today } = (workerData as { data: { file: string; today: string } }).data;
const db = connect(file);
try {
  parentPort?.postMessage(await rollupsOf(db.kysely, await daysToToday(db.kysely, today)));
} finally {
  await db.close();
}
