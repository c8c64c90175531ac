import { type Kysely, sql } from 'kysely';
import { tieBrokenIndexes } from './010-sort-ties-by-id';
import type { Dialect } from './types';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/** The status tabs' pairs sorted by creation time, a list's default order (`columnPairs`). */
const byCreationTime = new Set(['orders_status_createdAt', 'packages_status_createdAt']);

/**
 * PostgreSQL: the list indexes of users, orders and packages as they stand, what a bulk grow
 * builds again: migration 010's, and the pairs of a status tab sorted by creation time ending in
 * the id too. A tab's default list, newest first, then reads a deep page's ids from the index
 * alone (`pageByIds` in select.ts), where it fetched every row it stepped over from the table to
 * break ties by id: at a million orders, delivered orders' 40,001st row 330–375 → 30–50 ms
 * (warm). Creation times are all but unique, so these pairs were never deduplicated: they stay
 * 56 MB. The status-and-amount pair stays without the id; it counts a tab's rows
 * (migration 010).
 */
export function listIndexesNow(): { table: string; name: string; sql: string }[] {
  return tieBrokenIndexes().map((index) =>
    byCreationTime.has(index.name) ? { ...index, sql: index.sql.replace(/\)$/, ', "id")') } : index,
  );
}

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const index of listIndexesNow()) {
    if (!byCreationTime.has(index.name)) continue;
    await sql`drop index if exists ${sql.id(index.name)}`.execute(db);
    await sql.raw(index.sql).execute(db);
  }
}
