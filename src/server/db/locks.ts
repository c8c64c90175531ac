import type { SelectQueryBuilder } from 'kysely';
import { type Dialect, engines } from './dialect';

/*
 * The row and set locks of a write transaction are members of the engine (`db.engine.forWrite`,
 * `forCheck`, `lockSet` in ./dialect.ts). Here: what runs a PostgreSQL transaction again.
 */

/**
 * Until routes/crud/index.ts calls `app.db.engine.forWrite(query)` (merge of issue 64's branches):
 * the same lock, by the dialect's name.
 * @deprecated use `db.engine.forWrite`
 */
// biome-ignore lint/suspicious/noExplicitAny: any table's select
export function forWrite<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  dialect: Dialect,
): Q {
  return engines[dialect].forWrite(query);
}

const retriedCodes = new Set([
  // serialization_failure, deadlock_detected: the transaction did nothing and may run again.
  '40001',
  '40P01',
]);

/** Runs a PostgreSQL transaction again, up to `attempts` times, when it lost a deadlock. */
export async function retryingDeadlocks<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || typeof code !== 'string' || !retriedCodes.has(code)) throw error;
    }
  }
}
