import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * What every SQLite worker's script starts with: the driver (`Database`), its data
 * (`workerData`, `parentPort`), and `asError`, since better-sqlite3's SqliteError would reach
 * the parent without its message: it leaves as a plain Error with the same message and code.
 */
const prelude = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const asError = (error) => Object.assign(new Error(error.message), { code: error.code });
`;

/**
 * A worker thread running `script` (CommonJS, after the prelude above) with a connection of its
 * own to open: better-sqlite3 holds the thread for as long as a statement runs, so a long one
 * (a search index's merge, a checkpoint) runs there instead of on the server's thread.
 */
export function sqliteWorker(script: string, data: Record<string, unknown>): Worker {
  return new Worker(prelude + script, {
    eval: true,
    workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), ...data },
  });
}
