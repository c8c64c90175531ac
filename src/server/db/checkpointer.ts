import { sqliteWorker } from './sqlite-worker';

// A connection of its own on a worker thread: `PASSIVE` copies what it can of the write-ahead
// log into the database file and waits for no reader or writer. A failed attempt (the file
// busy for a moment) is left to the next; one that cannot open the file ends the worker.
const checkpointWorker = `
let db;
try {
  db = new Database(workerData.file);
} catch (error) {
  throw asError(error);
}
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {}
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** A running background checkpointer: `stop` settles once its connection is closed. */
export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Checkpoints the SQLite `file`'s write-ahead log every `everyMs` on a worker thread, so that
 * the server's connection can leave it (`wal_autocheckpoint = 0`): SQLite's own checkpoint runs
 * inside the commit that passes 1,000 pages of log, on the server's one thread, and every
 * request waits for its copy and `fsync` of the file, which shows in the slowest writes.
 */
export function checkpointOnWorker(
  file: string,
  everyMs: number,
  onError: (error: unknown) => void,
): Checkpointer {
  const worker = sqliteWorker(checkpointWorker, { file, everyMs });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', onError);
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}
