import { answerOf, tsWorker } from '../db/ts-worker';
import type { DayRollups } from '../stats/rollup';

/**
 * The rollups of every day up to `today`, read from the SQLite `file` on a worker thread's own
 * connection, so they take another core while the caller rebuilds indexes (reading them takes
 * seconds on a large table). The caller writes them.
 */
export function rollupsOnWorker(file: string, today: string): Promise<DayRollups | undefined> {
  return answerOf<DayRollups | undefined>(
    tsWorker(new URL('./rollups-worker.ts', import.meta.url), { file, today }),
  );
}
