import { Worker } from 'node:worker_threads';

// A worker starts without the TypeScript loader its parent may run under; tsx's API adds it.
// An error of a class of its own (better-sqlite3's SqliteError) would reach the parent as a bare
// object without its message: it leaves as a plain Error with the same message, code and stack.
const bootstrap = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then(({ register }) => { register(); return import(workerData.module); })
  .catch((error) => {
    if (!(error instanceof Error)) throw error;
    throw Object.assign(new Error(error.message), { code: error.code, stack: error.stack });
  });
`;

/**
 * A worker thread running the TypeScript module at `module`; it finds `data` in `workerData.data`.
 * `youngGenerationMb` sizes the heap where its new objects start (V8's default suits a thread
 * whose objects mostly live long).
 */
export function tsWorker(
  module: URL,
  data: unknown,
  { youngGenerationMb }: { youngGenerationMb?: number } = {},
): Worker {
  return new Worker(bootstrap, {
    eval: true,
    workerData: { tsx: import.meta.resolve('tsx/esm/api'), module: module.href, data },
    ...(youngGenerationMb
      ? { resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb } }
      : {}),
  });
}

/** The one message a worker thread answers with, or its error. */
export function answerOf<T>(worker: Worker): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
  }).finally(() => worker.terminate());
}
