import { type Kysely, sql } from 'kysely';
import { searchIndexOf, searchVocabularyOf, writeMerging } from './003-search-by-creation-time';
import { insertFunctionOf, searchWordsOf, searchWordsTriggers } from './005-search-words';
import { updateFunctionOf } from './007-search-words-difference';
import { searchIndexOptions } from './013-search-first-letters';
import type { Dialect } from './types';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

const table = 'products';

/** The columns `q` searches, in the order the search index holds them. */
const searched = ['sku', 'name'];

/** Every sortable or filterable column but the unique `sku`, which has its own index. */
const indexed = ['createdAt', 'updatedAt', 'name', 'unitPrice', 'currency', 'stock', 'status'];

/** Codes and times, compared in byte order on PostgreSQL as migration 008 has them. */
const byteOrder = ['createdAt', 'updatedAt', 'sku', 'currency', 'status'];

const quoted = searched.map((column) => `"${column}"`).join(', ');

/** SQLite: the search index keyed by creation time (migration 003) with 013's options, kept by triggers. */
function sqliteSearch(): string[] {
  const fts = searchIndexOf(table);
  const key = (row: string) => `unixepoch(${row}."createdAt") * 2147483648 + ${row}."id"`;
  const values = (row: string) => searched.map((column) => `${row}."${column}"`).join(', ');
  const insert = `INSERT INTO "${fts}"(rowid, ${quoted}) VALUES (${key('new')}, ${values('new')});`;
  const remove = `INSERT INTO "${fts}"("${fts}", rowid, ${quoted}) VALUES ('delete', ${key('old')}, ${values('old')});`;
  return [
    `CREATE VIRTUAL TABLE "${fts}" USING fts5(${quoted}, content='', tokenize='unicode61 remove_diacritics 2', ${searchIndexOptions})`,
    `CREATE VIRTUAL TABLE "${searchVocabularyOf(table)}" USING fts5vocab("${fts}", instance)`,
    `CREATE TRIGGER "${fts}_ai" AFTER INSERT ON "${table}" BEGIN ${insert} END`,
    `CREATE TRIGGER "${fts}_ad" AFTER DELETE ON "${table}" BEGIN ${remove} END`,
    `CREATE TRIGGER "${fts}_au" AFTER UPDATE OF ${quoted}, "createdAt", "id" ON "${table}" BEGIN ${remove} ${insert} END`,
  ];
}

/**
 * PostgreSQL: the `search` tsvector kept by triggers (migration 006), its GIN index (001) and the
 * words table with its triggers (005, 007; no universal words, 009).
 */
function postgresSearch(): string[] {
  const words = searchWordsOf(table);
  const [added, changed, removed] = searchWordsTriggers(table) as [string, string, string];
  const document = `(${searched.map((column) => `coalesce(NEW."${column}", '')`).join(` || ' ' || `)}) COLLATE "default"`;
  return [
    `ALTER TABLE "${table}" ADD COLUMN "search" tsvector`,
    `CREATE INDEX "${table}_search" ON "${table}" USING GIN ("search")`,
    `CREATE FUNCTION "${table}_lexemes"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."search" := "search_lexemes"(${document});
        RETURN NEW;
      END $$`,
    `CREATE TRIGGER "${table}_lexemes_added" BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION "${table}_lexemes"()`,
    `CREATE TRIGGER "${table}_lexemes_changed" BEFORE UPDATE OF ${quoted}, "search" ON "${table}" FOR EACH ROW EXECUTE FUNCTION "${table}_lexemes"()`,
    `CREATE TABLE "${words}" ("word" text COLLATE "C" NOT NULL, "key" bigint NOT NULL, PRIMARY KEY ("word", "key"))`,
    insertFunctionOf(table),
    updateFunctionOf(table),
    `CREATE TRIGGER "${added}" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "${words}_insert"()`,
    `CREATE TRIGGER "${changed}" AFTER UPDATE ON "${table}" FOR EACH ROW WHEN (OLD."search" IS DISTINCT FROM NEW."search" OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt" OR OLD."id" IS DISTINCT FROM NEW."id") EXECUTE FUNCTION "${words}_update"()`,
    `CREATE TRIGGER "${removed}" AFTER DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION "${words}_update"()`,
  ];
}

/**
 * Products (SPEC §11): the shop's catalogue, each with its stock, which confirmed orders take
 * from. A list index per sortable column, ending in the id on PostgreSQL (migration 010), and
 * the search index of `sku` and `name`.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  const postgres = dialect === 'postgres';
  const text = (column: string) =>
    postgres && byteOrder.includes(column) ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable(table)
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('createdAt', text('createdAt'), (c) => c.notNull())
    .addColumn('updatedAt', text('updatedAt'), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sku', text('sku'), (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unitPrice', 'integer', (c) => c.notNull())
    .addColumn('currency', text('currency'), (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`"stock" >= 0`))
    .addColumn('status', text('status'), (c) => c.notNull())
    .execute();
  await sql
    .raw(
      postgres
        ? `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_sku_key" UNIQUE ("sku") INCLUDE ("id")`
        : `CREATE UNIQUE INDEX "${table}_sku_key" ON "${table}" ("sku")`,
    )
    .execute(db);
  for (const column of indexed)
    await sql
      .raw(
        `create index "${table}_${column}" on "${table}" ("${column}"${postgres ? ', "id"' : ''})`,
      )
      .execute(db);
  for (const statement of postgres ? postgresSearch() : sqliteSearch())
    await sql.raw(statement).execute(db);
  if (!postgres) await writeMerging(db, table);
}
