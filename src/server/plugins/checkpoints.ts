import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkpointOnWorker } from '../db/checkpointer';
import { setPragmas } from '../db/pragmas';

/**
 * SQLite on a file: the write-ahead log checkpointed every `everyMs` by a worker thread, not by
 * the server's connection inside a commit (see `checkpointOnWorker`). Should the worker fail,
 * the connection checkpoints on its own again, as it did before (SQLite's default: every 1,000
 * pages).
 */
export const checkpointsPlugin = fp(
  async (app: FastifyInstance, options: { everyMs: number }) => {
    const { file } = app.db;
    // Only a SQLite file has a write-ahead log to checkpoint.
    if (!file || !(options.everyMs > 0)) return;
    const restore = await setPragmas(app.db, { wal_autocheckpoint: '0' });
    const checkpointer = checkpointOnWorker(file, options.everyMs, (error) => {
      app.log.error({ err: error }, 'the background checkpointer failed');
      restore().catch(() => undefined);
    });
    app.addHook('preClose', async () => {
      await checkpointer.stop();
      await restore();
    });
  },
  { name: 'checkpoints', dependencies: ['db'] },
);
