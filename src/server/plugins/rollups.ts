import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { foldRollupChanges } from '../stats/rollup-delta';
import { periodically } from './periodic';

/**
 * On PostgreSQL, folds the rollup changes writes queue (stats/rollup-delta.ts) every
 * `intervalMs`, so they stay a few rows long between reads of the rollups, which fold first
 * anyway. One fold at a time; the last one runs as the server closes, before its database does.
 */
export const rollupsPlugin = fp(
  async (app: FastifyInstance, { intervalMs }: { intervalMs: number }) => {
    if (!app.db.engine.appendsRollupChanges) return;
    const folds = periodically(
      app,
      intervalMs,
      () => foldRollupChanges(app.db),
      'folding rollup changes failed',
    );
    app.addHook('preClose', async () => {
      await folds.stop();
      await folds.once();
    });
  },
  { name: 'rollups', dependencies: ['db'] },
);
