import { type Kysely, type RawBuilder, sql } from 'kysely';
import { searchColumns, searchedTables } from './001-initial';
import type { Dialect } from './types';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/**
 * SQLite's full-text index of a table, keyed by creation time: its rowid is
 * `createdAt in whole Unix seconds × 2³¹ + id`, so walking it in rowid order lists the matches by
 * creation second, and a page of a search sorted by `createdAt` stops after the page instead of
 * sorting every match (see routes/crud/search-index.ts). Ids fit 31 bits (PostgreSQL `integer`),
 * the seconds 32 (until 2106). The key grows with time, so new rows append: a key that fell with
 * time made each write of a shared commit flush the index (PATCH 63 → 290 µs of index work in
 * batches of 8). The key is stored data: changing it needs a migration that refills the index.
 */
export const searchIndexOf = (table: string) => `${table}_fts_by_time`;

/** Its fts5vocab table (one row per term and occurrence), to list the terms a prefix stands for. */
export const searchVocabularyOf = (table: string) => `${searchIndexOf(table)}_vocab`;

const idBits = 2 ** 31;

/** SQL text of the key of the row named `row` (`new`, `old` or the table). */
const keyOf = (row: string) => `unixepoch(${row}."createdAt") * ${idBits} + ${row}."id"`;

/** The record id a key stands for. */
export const idOfKey = (key: RawBuilder<unknown>) => sql<number>`(${key} & ${sql.lit(idBits - 1)})`;

/** The creation second (Unix time) a key stands for. */
export const secondOfKey = (key: RawBuilder<unknown>) => sql<number>`(${key} >> 31)`;

/** The first key of the second `second`. */
const firstKeyOf = (second: RawBuilder<unknown>) => sql<number>`(${second} << 31)`;

/**
 * The condition that `key` lies on the page's side of the second `edge` names, that second
 * included: at or after its first key walking newest first, before the next second's otherwise.
 * Without an edge (fewer matches than the page's end) every key does.
 */
export const withinEdge = (
  key: RawBuilder<unknown>,
  edge: RawBuilder<unknown>,
  newestFirst: boolean,
) =>
  newestFirst
    ? sql<boolean>`${key} >= coalesce(${firstKeyOf(edge)}, -9223372036854775807)`
    : sql<boolean>`${key} < coalesce(${firstKeyOf(sql`(${edge} + 1)`)}, 9223372036854775807)`;

/**
 * The condition that `key` lies in the second of the key `last` and beyond it in a walk's
 * direction: the keys of that second which a walk that stopped at `last` has not reached.
 */
export const restOfSecond = (
  key: RawBuilder<unknown>,
  last: RawBuilder<unknown>,
  newestFirst: boolean,
) =>
  newestFirst
    ? sql<boolean>`${key} >= ${firstKeyOf(secondOfKey(last))} and ${key} < ${last}`
    : sql<boolean>`${key} > ${last} and ${key} < ${firstKeyOf(sql`(${secondOfKey(last)} + 1)`)}`;

/**
 * Refills the search index of `table` from its rows. In key order, as FTS5 writes a segment
 * whenever a rowid is not larger than the last (a million rows in id order: 19.8 s, sorted:
 * 4.8 s); not merging while filling, then once into one segment, which a walk from the newest
 * end reads 4–7× faster than the 13 segments the default merging leaves (0.06 against 0.48 ms).
 * One merge of every segment (up to FTS5's crisis merge at 1,000) writes each page once: the
 * orders' and packages' indexes at a million orders 7.5–11.2 → 6.3–7.8 s and 5.7–5.9 → 4.8–4.9 s,
 * against merging sixteen segments at a time while filling.
 */
export async function fillSearchIndex(db: AnyDb, table: keyof typeof searchColumns) {
  const fts = searchIndexOf(table);
  const columns = searchColumns[table].map((column) => `"${column}"`).join(', ');
  await sql.raw(`INSERT INTO "${fts}"("${fts}") VALUES ('delete-all')`).execute(db);
  await setSearchOptions(db, table, { automerge: 0, crisismerge: 1000 });
  await sql
    .raw(
      `INSERT INTO "${fts}"(rowid, ${columns}) SELECT ${keyOf(`"${table}"`)} AS key, ${columns} FROM "${table}" ORDER BY key`,
    )
    .execute(db);
  await sql.raw(`INSERT INTO "${fts}"("${fts}") VALUES ('optimize')`).execute(db);
  await writeMerging(db, table);
}

/** Sets FTS5 options of `table`'s search index (`automerge`, `crisismerge`): the index keeps them. */
export async function setSearchOptions(db: AnyDb, table: string, options: Record<string, number>) {
  const fts = searchIndexOf(table);
  for (const [option, value] of Object.entries(options))
    await sql
      .raw(`INSERT INTO "${fts}"("${fts}", rank) VALUES ('${option}', ${value})`)
      .execute(db);
}

/**
 * How the writes to come merge `table`'s search index: FTS5's crisis merge (16 segments on a
 * level) only, not its automerge, which merges a little inside every commit (migration 014).
 */
export const writeMerging = (db: AnyDb, table: string) =>
  setSearchOptions(db, table, { automerge: 0, crisismerge: 16 });

/**
 * The statements that create the search index of `table` (contentless: the table holds the text;
 * the index only needs to find rowids) and its vocabulary, with FTS5's `options` (`prefix='1'`).
 */
export function searchIndexTables(table: keyof typeof searchColumns, options = ''): string[] {
  const columns = searchColumns[table].map((column) => `"${column}"`).join(', ');
  return [
    `CREATE VIRTUAL TABLE IF NOT EXISTS "${searchIndexOf(table)}" USING fts5(${columns}, content='', tokenize='unicode61 remove_diacritics 2'${options ? `, ${options}` : ''})`,
    `CREATE VIRTUAL TABLE IF NOT EXISTS "${searchVocabularyOf(table)}" USING fts5vocab("${searchIndexOf(table)}", instance)`,
  ];
}

/** The statements that create the search index of `table` and the triggers that keep it. */
function searchIndexStatements(table: keyof typeof searchColumns): string[] {
  const fts = searchIndexOf(table);
  const names = searchColumns[table].map((column) => `"${column}"`);
  const columns = names.join(', ');
  const values = (row: string) => names.map((name) => `${row}.${name}`).join(', ');
  const insert = `INSERT INTO "${fts}"(rowid, ${columns}) VALUES (${keyOf('new')}, ${values('new')});`;
  // A contentless index forgets a row when told the words it was given for it.
  const remove = `INSERT INTO "${fts}"("${fts}", rowid, ${columns}) VALUES ('delete', ${keyOf('old')}, ${values('old')});`;
  return [
    ...searchIndexTables(table),
    `CREATE TRIGGER IF NOT EXISTS "${fts}_ai" AFTER INSERT ON "${table}" BEGIN ${insert} END`,
    `CREATE TRIGGER IF NOT EXISTS "${fts}_ad" AFTER DELETE ON "${table}" BEGIN ${remove} END`,
    `CREATE TRIGGER IF NOT EXISTS "${fts}_au" AFTER UPDATE OF ${columns}, "createdAt", "id" ON "${table}" BEGIN ${remove} ${insert} END`,
  ];
}

/**
 * SQLite: replaces 001's search indexes (external content, keyed by id) with ones keyed by
 * creation time. One transaction, and every statement may run again: SQLite migrations run
 * outside one. PostgreSQL keeps its tsvector column.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') return;
  await db.transaction().execute(async (trx) => {
    for (const table of searchedTables) {
      for (const suffix of ['ai', 'ad', 'au'])
        await sql.raw(`DROP TRIGGER IF EXISTS "${table}_${suffix}"`).execute(trx);
      await sql.raw(`DROP TABLE IF EXISTS "${table}_fts"`).execute(trx);
      for (const statement of searchIndexStatements(table)) await sql.raw(statement).execute(trx);
      await fillSearchIndex(trx, table);
    }
  });
}
