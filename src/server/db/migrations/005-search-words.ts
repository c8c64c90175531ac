import { type Kysely, sql } from 'kysely';
import { type searchColumns, searchedTables } from './001-initial';
import type { Dialect } from './types';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

type SearchedTable = keyof typeof searchColumns;

/**
 * PostgreSQL: each searched row's words (the lexemes of its `search` tsvector), one row per word,
 * keyed by creation time as SQLite's search index is (migration 003: `createdAt in whole Unix
 * seconds × 2³¹ + id`). Its primary key lists a word's rows in creation order, so a search's
 * page sorted by `createdAt` walks one word's rows from the page's end of time and stops after
 * the page, where GIN collects every match into a bitmap and sorts it (routes/crud/search-words.ts).
 * Triggers keep it; `fillSearchWords` refills it after a bulk load with them off. SQLite has no
 * such table.
 */
export const searchWordsOf = (table: string) => `${table}_words`;

/**
 * Words every row of a table holds by construction (SPEC: the server assigns an order `ORD-` and
 * digits, a package `PKG-` and ten letters or digits, and a package repeats its order's number).
 * A search for one narrows nothing, so since migration 009 the words table leaves them out:
 * they were 1 of orders' 10.2 million rows at a million orders, and 2.4 of packages' 6.2.
 */
export const universalWords: Record<SearchedTable, readonly string[]> = {
  users: [],
  orders: ['ord'],
  packages: ['ord', 'pkg'],
};

/** SQL text of the condition that `word` is one the words table of `table` holds. */
export const keptWordOf = (table: SearchedTable, word = 'word') => {
  const universal = universalWords[table];
  return universal.length === 0 ? 'true' : `${word} <> ALL ('{${universal.join(',')}}'::text[])`;
};

/** SQL text of the key of the row named `row` (`NEW`, `OLD` or a table). */
export const keyOf = (row: string) =>
  `((floor(extract(epoch from ${row}."createdAt"::timestamptz))::bigint << 31) + ${row}."id")`;

/** The triggers that keep a table's words, by name; a bulk load turns them off and refills. */
export const searchWordsTriggers = (table: string) =>
  ['added', 'changed', 'removed'].map((event) => `${searchWordsOf(table)}_${event}`);

/**
 * SQL text inserting every word of the row named `row` (`NEW`) into `words`, those `kept` lets
 * through (a condition on `word`, see migration 009).
 */
const insertWordsOf = (words: string, row: string, kept: string) =>
  `INSERT INTO "${words}"("word", "key") SELECT word, ${keyOf(row)} FROM unnest(tsvector_to_array(${row}."search")) AS word WHERE ${kept}`;

/** SQL text deleting every word of the row named `row` (`OLD`) from `words`. */
const deleteWordsOf = (words: string, row: string) =>
  `DELETE FROM "${words}" WHERE "key" = ${keyOf(row)} AND "word" = ANY(tsvector_to_array(${row}."search"))`;

/**
 * The end of the words' row trigger for a delete or an update: every word of the old row out,
 * every word of the new one `kept` lets through in.
 */
export const rewriteWordsOf = (words: string, kept = 'true') => `IF TG_OP <> 'INSERT' THEN
          ${deleteWordsOf(words, 'OLD')};
        END IF;
        IF TG_OP = 'UPDATE' THEN
          ${insertWordsOf(words, 'NEW', kept)};
        END IF;
        RETURN NULL;`;

/** SQL text of the function of the words' statement trigger for inserts (rows named `added`). */
export const insertFunctionOf = (table: string, kept = 'true') => {
  const words = searchWordsOf(table);
  return `CREATE OR REPLACE FUNCTION "${words}_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "${words}"("word", "key")
          SELECT word, ${keyOf('added')} FROM added, unnest(tsvector_to_array(added."search")) AS word
          WHERE ${kept};
        RETURN NULL;
      END $$`;
};

function statements(table: SearchedTable): string[] {
  const words = searchWordsOf(table);
  const [added, changed, removed] = searchWordsTriggers(table) as [string, string, string];
  return [
    // "C": byte order, so a prefix's words are one range of the key, compared without a locale.
    `CREATE TABLE "${words}" ("word" text COLLATE "C" NOT NULL, "key" bigint NOT NULL)`,
    insertFunctionOf(table),
    `CREATE FUNCTION "${words}_update"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${rewriteWordsOf(words)}
      END $$`,
    // A bulk insert's rows in one statement; an update only when its words or key change.
    `CREATE TRIGGER "${added}" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "${words}_insert"()`,
    `CREATE TRIGGER "${changed}" AFTER UPDATE ON "${table}" FOR EACH ROW WHEN (OLD."search" IS DISTINCT FROM NEW."search" OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt" OR OLD."id" IS DISTINCT FROM NEW."id") EXECUTE FUNCTION "${words}_update"()`,
    `CREATE TRIGGER "${removed}" AFTER DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION "${words}_update"()`,
  ];
}

/**
 * What the words' key sorts in before it spills to disk. ~10 million rows of a word and a number
 * at a million orders sort faster in small runs merged than in one large sort that misses the
 * CPU's caches: `orders_words`' key built alone twice at each size (2026-11-27, parallel workers
 * off) took 18.5 / 18.0 s with 256 MB, 22.8 / 22.3 with 1 GB, 13.7 / 14.7 with 64 MB and
 * 11.2 / 12.7 with 16 MB. A bulk load's other index builds sort in as little
 * (`rebuildSortMemory` in seed-bulk.ts).
 */
const keySortMemory = '16MB';

/**
 * Refills the words of `table` from its rows (but its universal words): the key's index dropped,
 * the rows inserted, the index built once, sorted (at a million orders far faster than ~10
 * million index inserts).
 */
export async function fillSearchWords(db: AnyDb, table: SearchedTable): Promise<void> {
  const words = searchWordsOf(table);
  await sql.raw(`ALTER TABLE "${words}" DROP CONSTRAINT IF EXISTS "${words}_pkey"`).execute(db);
  await sql.raw(`TRUNCATE "${words}"`).execute(db);
  // Each row's key worked out once, not once per word (OFFSET 0 keeps the planner from folding
  // the subquery in). The words of 200,000 orders, alternating: 3.7 and 4.0 s against 6.9 and 7.7.
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

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of searchedTables) {
    for (const statement of statements(table)) await sql.raw(statement).execute(db);
    await fillSearchWords(db, table);
  }
}
