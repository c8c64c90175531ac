import { type Kysely, sql } from 'kysely';
import { searchedTables } from './001-initial';
import {
  fillSearchIndex,
  searchIndexOf,
  searchIndexTables,
  searchVocabularyOf,
} from './003-search-by-creation-time';
import type { Dialect } from './types';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/**
 * SQLite: each search index also keeps every term's first character as a term of its own
 * (FTS5's `prefix='1'`). A search whose last word is one character ("m" as the list's search box
 * is typed into; the "7" of "ORD-7") stands for thousands of terms, and FTS5 merged all their
 * doclists before the first row: at a million orders "m"* 56–138 ms for a page, "7"* 34 ms.
 * Now it reads one doclist from its newest end: 0.04 ms, and its total 17 ms instead of 66–134.
 * Prefixes of two letters and more read as before. What it costs, at a million orders: the
 * orders' index 108 → 193 MB, its fill and merge ~2.3 s more and the packages' ~1 s (003's
 * `fillSearchIndex` now wins ~2 s back: the whole seed, alternating with the code before, 72.7 /
 * 79.4 → 75.0 / 80.9 s), and a merge of the whole index 1.4–2.1 → 2.2–3.0 s, which the writes
 * that come meanwhile wait for (plugins/search-upkeep.ts now merges it whole only now and then).
 * `columnsize=0`: no row's column sizes, which only FTS5's ranking reads (these lists sort by
 * their own columns), 0.7 s less per fill.
 * PostgreSQL keeps its words tables.
 */
export const searchIndexOptions = "prefix='1', columnsize=0";

/** Rebuilds each search index with `searchIndexOptions`, in one transaction (see 003). */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') return;
  await db.transaction().execute(async (trx) => {
    for (const table of searchedTables) {
      // The triggers that keep the index name it, so they keep working once it is made again.
      await sql.raw(`DROP TABLE IF EXISTS "${searchVocabularyOf(table)}"`).execute(trx);
      await sql.raw(`DROP TABLE IF EXISTS "${searchIndexOf(table)}"`).execute(trx);
      for (const statement of searchIndexTables(table, searchIndexOptions))
        await sql.raw(statement).execute(trx);
      await fillSearchIndex(trx, table);
    }
  });
}
