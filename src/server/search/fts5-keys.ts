import { type RawBuilder, sql } from 'kysely';

/**
 * SQLite's full-text index of a table is keyed by creation time: its rowid is
 * `createdAt in whole Unix seconds × 2³¹ + id`, so walking it in rowid order lists the matches by
 * creation second, and a page of a search sorted by `createdAt` stops after the page instead of
 * sorting every match. PostgreSQL's words table keys its rows the same way. Ids fit 31 bits
 * (PostgreSQL `integer`), the seconds 32 (until 2106). The key is stored data (migrations 003 and
 * 005 write it); changing it needs a migration that refills the indexes.
 */
const idBits = 2 ** 31;

/** The FTS5 index of a searched table. */
export const searchIndexOf = (table: string) => `${table}_fts_by_time`;

/** Its fts5vocab table (one row per term and occurrence), to list the terms a prefix stands for. */
export const searchVocabularyOf = (table: string) => `${searchIndexOf(table)}_vocab`;

/** SQLite: SQL text of the key of the row named `row` (`new`, `old` or the table). */
export const fts5KeyOf = (row: string) => `unixepoch(${row}."createdAt") * ${idBits} + ${row}."id"`;

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
