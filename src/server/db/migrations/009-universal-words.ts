import { type Kysely, sql } from 'kysely';
import { searchedTables } from './001-initial';
import { insertFunctionOf, keptWordOf, searchWordsOf, universalWords } from './005-search-words';
import { updateFunctionOf } from './007-search-words-difference';
import type { Dialect } from './types';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/**
 * PostgreSQL: the words tables leave out the words every row holds (`universalWords`): their
 * triggers stop inserting them and their rows go. A search names such a word to no effect, so
 * no plan reads them (`matchesEveryRow` in routes/crud/search-words.ts); they made a fifth of the words a bulk load wrote
 * and sorted (packages' words and key alone at a million orders: 12.5 → 7.8 core-seconds).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of searchedTables) {
    await sql.raw(insertFunctionOf(table, keptWordOf(table))).execute(db);
    await sql.raw(updateFunctionOf(table, keptWordOf(table))).execute(db);
    const universal = universalWords[table];
    if (universal.length > 0)
      await sql`delete from ${sql.table(searchWordsOf(table))} where word = any(${[...universal]}::text[])`.execute(
        db,
      );
  }
}
