import { type Expression, type SqlBool, sql } from 'kysely';
import type { AnyDb, Dialect } from '../db/dialect';
import { paddedNumberOf } from '../lists/parse';
import type { ReadCache } from '../read-cache';
import { expandedMatch, ftsMatch, matchingIds } from './fts5';
import { tsqueryOf, type WordsPlan, wordsPlan, wordsThatNarrow } from './postgres';

/**
 * How a search will be read, worked out once per request: SQLite's FTS5 MATCH text (a prefix
 * spelled out as its few terms), or PostgreSQL's plan of its words table and the tsquery for GIN.
 */
export type PreparedSearch =
  | { index: 'fts5'; match: string }
  | { index: 'postgres'; plan?: WordsPlan; tsquery?: string };

/**
 * The full-text index behind `q`, one per engine, chosen once at connect (`Db.search`). Every
 * word must match; the last one may be unfinished (a prefix), as while typing.
 */
export interface SearchIndex {
  /** Writes split the index into segments that the upkeep merges when writes are quiet (FTS5). */
  readonly mergesSegments: boolean;
  /** The words of a search that narrow the rows: those every row holds do not (`ORD`). */
  narrowing(table: string, words: readonly string[]): string[];
  /** How the search for `words` among `table`'s rows is read (see `PreparedSearch`). */
  prepare(db: AnyDb, table: string, words: string[], cache?: ReadCache): Promise<PreparedSearch>;
  /**
   * The condition that a row of `table` matches `words`, as `prepared` reads it when given;
   * `unindexed` (SQLite): the matches' ids tested row by row, not looked up one by one.
   */
  condition(
    table: string,
    words: string[],
    prepared?: PreparedSearch,
    unindexed?: boolean,
  ): Expression<SqlBool>;
}

/**
 * SQLite's FTS5 index, keyed by creation time. The words before the last are whole: a prefix of
 * an earlier word such as `ord` in `ORD-004211` would merge the entries of every order before
 * narrowing.
 */
const fts5: SearchIndex = {
  mergesSegments: true,
  narrowing: wordsThatNarrow,
  prepare: async (db, table, words) => ({
    index: 'fts5',
    match: await expandedMatch(db, table, words),
  }),
  condition(table, words, prepared, unindexed = false) {
    const id = sql.ref(`${table}.id`);
    const match = prepared?.index === 'fts5' ? prepared.match : ftsMatch(words);
    return sql<SqlBool>`${unindexed ? sql`+${id}` : id} in (${matchingIds(table, match)})`;
  },
};

/** The tsquery of `words`: the last one a prefix, or the order number it names. */
function plainTsquery(words: readonly string[]): string {
  const last = words.length - 1;
  const lastOf = (word: string) => {
    const padded = paddedNumberOf(word);
    return padded === undefined ? `${word}:*` : `(${word}:* | ${padded})`;
  };
  return words.map((word, index) => (index === last ? lastOf(word) : word)).join(' & ');
}

/** PostgreSQL's tsvector column with its GIN index, and the words table beside it. */
const postgres: SearchIndex = {
  mergesSegments: false,
  narrowing: wordsThatNarrow,
  async prepare(db, table, words, cache) {
    const plan = await wordsPlan(db, table, words, cache);
    return { index: 'postgres', plan, tsquery: plan && tsqueryOf(plan) };
  },
  condition(table, words, prepared) {
    const tsquery =
      (prepared?.index === 'postgres' ? prepared.tsquery : undefined) ?? plainTsquery(words);
    return sql<SqlBool>`${sql.ref(`${table}.search`)} @@ to_tsquery('simple', ${tsquery})`;
  },
};

/** The search index of each engine. */
export const searchIndexes: Record<Dialect, SearchIndex> = { sqlite: fts5, postgres };
