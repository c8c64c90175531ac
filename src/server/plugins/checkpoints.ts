import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { checkpointOnWorker } from '../db/checkpointer';

/** SQLite's own default: a checkpoint inside the commit that passes this many pages of log. */
const sqliteAutocheckpoint = 1000;

/**
 * SQLite on a file: the write-ahead log checkpointed every `everyMs` by a worker thread, not by
 * the server's connection inside a commit (see `checkpointOnWorker`). Should the worker fail,
 * the connection checkpoints on its own again, as SQLite does by default.
 */
export const checkpointsPlugin = fp(
  async (app: FastifyInstance, options: { everyMs: number }) => {
    const { file } = app.db;
    if (app.db.dialect !== 'sqlite' || !file || !(options.everyMs > 0)) return;
    const autocheckpoint = (pages: number) =>
      sql`pragma wal_autocheckpoint = ${sql.raw(String(pages))}`.execute(app.db.kysely);
    const checkpointer = checkpointOnWorker(file, options.everyMs, (error) => {
      app.log.error({ err: error }, 'the background checkpointer failed');
      autocheckpoint(sqliteAutocheckpoint).catch(() => undefined);
    });
    await autocheckpoint(0);
    app.addHook('preClose', async () => {
      await checkpointer.stop();
      await autocheckpoint(sqliteAutocheckpoint);
    });
  },
  { name: 'checkpoints', dependencies: ['db'] },
);
