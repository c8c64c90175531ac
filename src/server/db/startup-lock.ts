import { sql } from 'kysely';
import type { Db } from './connect';

/**
 * Runs `work` (migrations, the first seed) in one process at a time. Several servers started
 * together on an empty PostgreSQL schema would otherwise each seed it; the others wait, then
 * find it done. A SQLite file has one server process.
 */
export async function underStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  return db.kysely.connection().execute(async (connection) => {
    const key = sql`hashtext(current_schema() || ':dashboard-startup')`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
