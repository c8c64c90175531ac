import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { foldRollupChanges } from '../stats/rollup-delta';

/**
 * On PostgreSQL, folds the rollup changes writes queue (stats/rollup-delta.ts) every
 * `intervalMs`, so they stay a few rows long between reads of the rollups, which fold first
 * anyway. One fold at a time; the last one runs as the server closes, before its database does.
 */
export const rollupsPlugin = fp(
  async (app: FastifyInstance, { intervalMs }: { intervalMs: number }) => {
    if (app.db.dialect !== 'postgres') return;
    /** A fold that logs its failure instead of throwing: the next one retries what it left. */
    const fold = () =>
      foldRollupChanges(app.db).catch((error: unknown) =>
        app.log.error({ err: error }, 'folding rollup changes failed'),
      );
    let folding: Promise<void> | undefined;
    const timer = setInterval(() => {
      folding ??= fold().finally(() => {
        folding = undefined;
      });
    }, intervalMs);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await folding;
      await fold();
    });
  },
  { name: 'rollups', dependencies: ['db'] },
);
