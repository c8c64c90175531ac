import { type Kysely, sql } from 'kysely';
import { listIndexes } from './001-initial';
import type { Dialect } from './types';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/** The tables whose list indexes end in the id: those that grow to millions of rows. */
const tieBrokenTables = ['users', 'orders', 'packages'];

/** Columns that may hold NULL, which a list sorts first going up (SQLite's rule). */
const nullsFirst: Record<string, readonly string[]> = {
  users: ['lastLoginAt'],
  packages: ['shippedAt', 'deliveredAt'],
};

/**
 * PostgreSQL: the one-column list indexes of users, orders and packages, each ending in the id,
 * and a column that may hold NULL kept with its NULLs first. A list sorts by its column, then by
 * the id (the order is total), NULLs first going up; SQLite's indexes hold the row's id after
 * the key and give that order as they stand. PostgreSQL's did not: for a page it read every row
 * tied with the first (a status, a carrier, a country: up to half the table) and sorted them by
 * id, or sorted the whole table for a column with NULLs. At a million orders, a first page
 * sorted by the packages' status took 906 ms, by their country 806 ms, by when they shipped
 * 456 ms, the orders' by currency 536 ms (warm, one at a time). Keys made unique cost the
 * low-count columns their deduplicated lists: the 35 indexes take 983 MB against 634, and
 * build in about the same time (37.6 / 36.6 against 39.2 / 32.2 core-seconds, alternating).
 * The pairs of a status tab (`columnPairs`) stay as they were, their ties few: a status and an
 * amount, deduplicated (8 MB against 39 with the id), are the smallest index that holds the
 * status and count a tab's rows. Delivered orders: 75–117 ms so, 107–286 from the status's own
 * index with the id; with an amount range, 52–65 against 60–110 with the id in the pair.
 */
export function tieBrokenIndexes(): { table: string; name: string; sql: string }[] {
  return listIndexes()
    .filter((index) => tieBrokenTables.includes(index.table))
    .map(({ table, name, columns, sql }) => {
      if (columns.length > 1) return { table, name, sql };
      const keys = columns.map((column) =>
        nullsFirst[table]?.includes(column) ? `"${column}" NULLS FIRST` : `"${column}"`,
      );
      return {
        table,
        name,
        sql: `create index "${name}" on "${table}" (${keys.join(', ')}, "id")`,
      };
    });
}

/**
 * The unique columns a list sorts by, each the key of a unique constraint named as PostgreSQL
 * names migration 001's. Their constraints come to hold the id too, so that a deep page sorted by
 * one reads its ids from the index alone, as from the others (`pageByIds` in select.ts).
 */
const uniqueSortKeys = [
  { table: 'users', column: 'email', name: 'users_email_key' },
  { table: 'orders', column: 'number', name: 'orders_number_key' },
  { table: 'packages', column: 'trackingNumber', name: 'packages_trackingNumber_key' },
];

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const { table, column, name } of uniqueSortKeys)
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(name)},
      add constraint ${sql.id(name)} unique (${sql.ref(column)}) include ("id")`.execute(db);
  const unchanged = new Set(listIndexes().map((index) => index.sql));
  for (const index of tieBrokenIndexes()) {
    if (unchanged.has(index.sql)) continue;
    await sql`drop index if exists ${sql.id(index.name)}`.execute(db);
    await sql.raw(index.sql).execute(db);
  }
}
