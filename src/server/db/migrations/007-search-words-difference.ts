import { type Kysely, sql } from 'kysely';
import { searchedTables } from './001-initial';
import { keyOf, rewriteWordsOf, searchWordsOf } from './005-search-words';
import type { Dialect } from './types';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/** SQL text of the lexemes in `a`'s `search` and not in `b`'s (`OLD`, `NEW`). */
const lexemesOnlyIn = (a: string, b: string) =>
  `SELECT unnest(tsvector_to_array(${a}."search")) EXCEPT SELECT unnest(tsvector_to_array(${b}."search"))`;

/**
 * PostgreSQL: an update that keeps a row's key deletes only the words it no longer has and
 * inserts only the ones it gained, where migration 005's trigger deleted and inserted all of
 * them. An order's note changed by one word touched ~24 rows of `orders_words`, each a probe of
 * its primary key at the row's place in time, mostly pages no other write had read: the
 * trigger took 1–2 ms of an update at a million orders, 0.3–0.45 ms with the difference
 * (`explain analyze`, six orders each). A delete, and an update that moves the key (its
 * `createdAt` or id), still rewrite every word. Inserts only the words `kept` lets through (a
 * condition on `word`, see migration 009).
 */
export function updateFunctionOf(table: string, kept = 'true'): string {
  const words = searchWordsOf(table);
  return `CREATE OR REPLACE FUNCTION "${words}_update"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND ${keyOf('OLD')} = ${keyOf('NEW')} THEN
          DELETE FROM "${words}" WHERE "key" = ${keyOf('OLD')}
            AND "word" = ANY(ARRAY(${lexemesOnlyIn('OLD', 'NEW')}));
          INSERT INTO "${words}"("word", "key")
            SELECT word, ${keyOf('NEW')} FROM (${lexemesOnlyIn('NEW', 'OLD')}) AS gained(word)
            WHERE ${kept};
          RETURN NULL;
        END IF;
        ${rewriteWordsOf(words, kept)}
      END $$`;
}

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of searchedTables) await sql.raw(updateFunctionOf(table)).execute(db);
}
