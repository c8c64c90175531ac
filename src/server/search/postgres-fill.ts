import { sql } from 'kysely';
import { type SearchedTable, searchColumns, universalWords } from '../db/catalogue';
import type { AnyDb } from '../db/dialect';

/**
 * PostgreSQL: each searched row's words (the lexemes of its `search` tsvector), one row per word,
 * keyed as SQLite's search index is (`fts5-keys.ts`), but for the words every row holds
 * (`universalWords`). Triggers keep it; `fillSearchWords` refills it after a bulk load with them
 * off.
 */
export const searchWordsOf = (table: string) => `${table}_words`;

/** The triggers that keep a table's words, by name; a bulk load turns them off and refills. */
export const searchWordsTriggers = (table: string) =>
  ['added', 'changed', 'removed'].map((event) => `${searchWordsOf(table)}_${event}`);

/**
 * The trigger that works out an inserted row's `search` tsvector. A bulk load that sends the
 * words turns it off; the one for updates stays on, so a row changed meanwhile gets its words.
 */
export const searchLexemesOnInsertOf = (table: string) => `${table}_lexemes_added`;

/** SQL text of the words' key of the row named `row` (`NEW`, `OLD` or a table). */
const keyOf = (row: string) =>
  `((floor(extract(epoch from ${row}."createdAt"::timestamptz))::bigint << 31) + ${row}."id")`;

/** SQL text of the condition that `word` is one the words table of `table` holds. */
const keptWordOf = (table: SearchedTable, word = 'word') => {
  const universal = universalWords[table];
  return universal.length === 0 ? 'true' : `${word} <> ALL ('{${universal.join(',')}}'::text[])`;
};

/**
 * SQL text of the document of the row named `row`: the searched columns with a space between.
 * `COLLATE "default"` keeps a column's own collation out of the regular expression: under "C",
 * `[:alnum:]` is ASCII only and "Düsseldorf" would split into "d" and "sseldorf".
 */
export const documentOf = (table: SearchedTable, row: string) =>
  `(${searchColumns[table].map((column) => `coalesce(${row}."${column}", '')`).join(` || ' ' || `)}) COLLATE "default"`;

/**
 * What the words' key sorts in before it spills to disk: ten million rows of a word and a number
 * sort faster in small runs merged than in one large sort that misses the CPU's caches.
 */
const keySortMemory = '16MB';

/**
 * Refills the words of `table` from its rows (but its universal words): the key's index dropped,
 * the rows inserted, the index built once, sorted (far faster than an index insert per word).
 */
export async function fillSearchWords(db: AnyDb, table: SearchedTable): Promise<void> {
  const words = searchWordsOf(table);
  await sql.raw(`ALTER TABLE "${words}" DROP CONSTRAINT IF EXISTS "${words}_pkey"`).execute(db);
  await sql.raw(`TRUNCATE "${words}"`).execute(db);
  // Each row's key worked out once, not once per word (OFFSET 0 keeps the planner from folding
  // the subquery in).
  await sql
    .raw(
      `INSERT INTO "${words}"("word", "key") SELECT word, "key" FROM (SELECT ${keyOf(`"${table}"`)} AS "key", "search" FROM "${table}" OFFSET 0) AS row, unnest(tsvector_to_array(row."search")) AS word WHERE ${keptWordOf(table)}`,
    )
    .execute(db);
  // The key sorts in small runs, merged: see `keySortMemory`. Put back after; a failed build
  // leaves it to the caller's transaction, or connection, to end.
  const { rows } = await sql<{ before: string }>`
    select current_setting('maintenance_work_mem') as before
  `.execute(db);
  await sql`select set_config('maintenance_work_mem', ${keySortMemory}, false)`.execute(db);
  await sql.raw(`ALTER TABLE "${words}" ADD PRIMARY KEY ("word", "key")`).execute(db);
  await sql`select set_config('maintenance_work_mem', ${rows[0]?.before ?? keySortMemory}, false)`.execute(
    db,
  );
}
