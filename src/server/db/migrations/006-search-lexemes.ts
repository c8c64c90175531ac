import { type Kysely, sql } from 'kysely';
import { searchColumns, searchedTables } from './001-initial';
import type { Dialect } from './types';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

type SearchedTable = keyof typeof searchColumns;

/**
 * PostgreSQL: a searched row's `search` tsvector is kept by a trigger instead of being a generated
 * column, so a bulk load can send the words with the row (worked out by `lexemesText` on the
 * generating thread) and spare PostgreSQL the regular expression and the text parser, which were
 * two thirds of its time storing an order (`COPY` of 200,000 orders: 2.9 s generated, 0.95 s
 * given). The words are the same: `searchLexemes` is the generated column's expression, stripped
 * of positions, which nothing reads (searches are `&` and `|` of terms, no phrases). Rows stored
 * before keep their positions, which compare and match alike.
 */
const searchLexemesFunctionOf = (table: string) => `${table}_lexemes`;

/**
 * The trigger that works out an inserted row's words. A bulk load that sends them turns it off;
 * the one for updates stays on, so a row changed meanwhile gets its new words.
 */
export const searchLexemesOnInsertOf = (table: string) => `${table}_lexemes_added`;

/**
 * SQL text of the document of the row named `row`: the searched columns with a space between.
 * `COLLATE "default"` keeps a column's own collation out of the regular expression: under "C",
 * `[:alnum:]` is ASCII only and "Düsseldorf" would split into "d" and "sseldorf".
 */
export const documentOf = (table: SearchedTable, row: string) =>
  `(${searchColumns[table].map((column) => `coalesce(${row}."${column}", '')`).join(` || ' ' || `)}) COLLATE "default"`;

function statements(table: SearchedTable): string[] {
  const lexemes = searchLexemesFunctionOf(table);
  const columns = searchColumns[table].map((column) => `"${column}"`).join(', ');
  return [
    `ALTER TABLE "${table}" ALTER COLUMN "search" DROP EXPRESSION`,
    `CREATE FUNCTION "${lexemes}"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."search" := "search_lexemes"(${documentOf(table, 'NEW')});
        RETURN NEW;
      END $$`,
    `CREATE TRIGGER "${searchLexemesOnInsertOf(table)}" BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION "${lexemes}"()`,
    // Also when the search column itself is set: only these triggers write it.
    `CREATE TRIGGER "${lexemes}_changed" BEFORE UPDATE OF ${columns}, "search" ON "${table}" FOR EACH ROW EXECUTE FUNCTION "${lexemes}"()`,
  ];
}

/** The words of a document, as the generated column of migration 001 made them, stripped. */
const searchLexemes = `CREATE FUNCTION "search_lexemes"(document text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT strip(to_tsvector('simple', regexp_replace(document, '[^[:alnum:]]+', ' ', 'g'))) $$`;

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql.raw(searchLexemes).execute(db);
  for (const table of searchedTables)
    for (const statement of statements(table)) await sql.raw(statement).execute(db);
}
