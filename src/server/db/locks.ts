import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Dialect } from './connect';

// biome-ignore lint/suspicious/noExplicitAny: any table's select
type AnySelect = SelectQueryBuilder<any, any, any>;

/*
 * The locks of a write transaction (docs/deploy.md, "Concurrent writes"). SQLite runs one write
 * transaction at a time, so it needs none. PostgreSQL runs them side by side at READ COMMITTED:
 * a rule that decides on rows it read must hold them locked until its commit, or another write
 * may change them in between and both commit.
 */

/** The selected rows, locked against other writes until the transaction ends (PostgreSQL). */
export function forWrite<Q extends AnySelect>(query: Q, dialect: Dialect): Q {
  return dialect === 'postgres' ? (query.forUpdate() as Q) : query;
}

/** The selected rows, kept from changing (others may read them too) until the transaction ends. */
export function forCheck<Q extends AnySelect>(query: Q, dialect: Dialect): Q {
  return dialect === 'postgres' ? (query.forShare() as Q) : query;
}

/**
 * Takes, until the transaction ends, the lock of a set that no one row stands for (the active
 * admins): the writes that may shrink it run one at a time, each reading the set after the one
 * before it committed. Per schema, so tests side by side on one server do not wait on each other.
 */
export async function lockSet(
  // biome-ignore lint/suspicious/noExplicitAny: any database's transaction
  trx: Kysely<any>,
  dialect: Dialect,
  set: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ${`:${set}`}))`.execute(trx);
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
