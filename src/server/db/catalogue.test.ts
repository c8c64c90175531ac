import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/api/harness';
import { searchIndexOf } from '../search/fts5-keys';
import {
  searchLexemesOnInsertOf,
  searchWordsOf,
  searchWordsTriggers,
} from '../search/postgres-fill';
import {
  listIndexes,
  searchColumns,
  searchedTables,
  searchGinIndex,
  universalWords,
} from './catalogue';
import { connect, type Db } from './connect';
import { migrate } from './migrate';

/** The engine this run's fresh databases are on: PostgreSQL under `npm run test:pg`. */
const engineOfRun = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
/** A check of one engine's schema, run where that engine is (SQLite always, PostgreSQL in test:pg). */
const itOn = (dialect: 'sqlite' | 'postgres', name: string, check: () => Promise<void>) => {
  if (dialect === engineOfRun) it(name, check);
};

/** What the catalogue names, against what the migrations built in a fresh database. */
describe('the catalogue matches the migrated schema', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    dispose = fresh.dispose;
    db = connect(fresh.url);
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await dispose?.();
  });

  itOn('sqlite', 'names every list index with its key columns (SQLite)', async () => {
    for (const index of listIndexes('sqlite')) {
      const { rows } = await sql<{ name: string }>`
        select name from pragma_index_info(${index.name}) order by seqno
      `.execute(db.kysely);
      expect(
        rows.map((row) => row.name),
        index.name,
      ).toEqual(index.columns);
    }
  });

  itOn(
    'sqlite',
    'names each search index with the searched columns and its triggers (SQLite)',
    async () => {
      for (const table of searchedTables) {
        const fts = searchIndexOf(table);
        const { rows } = await sql<{ name: string }>`
        select name from pragma_table_info(${fts}) order by cid
      `.execute(db.kysely);
        expect(rows.map((row) => row.name)).toEqual(searchColumns[table]);
        const triggers = await sql<{ name: string }>`
        select name from sqlite_master where type = 'trigger' and tbl_name = ${table}
      `.execute(db.kysely);
        expect(triggers.rows.map((row) => row.name)).toEqual(
          expect.arrayContaining([`${fts}_ai`, `${fts}_ad`, `${fts}_au`]),
        );
      }
    },
  );

  itOn('postgres', 'names every list and GIN index as PostgreSQL holds it', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes where schemaname = current_schema()
    `.execute(db.kysely);
    const held = new Map(rows.map((row) => [row.indexname, row.indexdef]));
    for (const index of [...listIndexes('postgres'), ...searchedTables.map(searchGinIndex)]) {
      const keys = /\((.*)\)$/.exec(index.sql)?.[1]?.replace(/"/g, '');
      const def = held.get(index.name)?.replace(/"/g, '');
      expect(def, index.name).toBeDefined();
      expect(def?.endsWith(`(${keys})`), `${index.name}: ${def}`).toBe(true);
    }
  });

  itOn(
    'postgres',
    'names the words tables, their triggers and the words they leave out (PostgreSQL)',
    async () => {
      for (const table of searchedTables) {
        const { rows } = await sql<{ tgname: string }>`
        select tgname from pg_trigger where tgrelid = ${table}::regclass
      `.execute(db.kysely);
        expect(rows.map((row) => row.tgname)).toEqual(
          expect.arrayContaining([...searchWordsTriggers(table), searchLexemesOnInsertOf(table)]),
        );
        const source = await sql<{ prosrc: string }>`
        select prosrc from pg_proc where proname = ${`${searchWordsOf(table)}_insert`}
      `.execute(db.kysely);
        const universal = universalWords[table];
        if (universal.length > 0)
          expect(source.rows[0]?.prosrc).toContain(`'{${universal.join(',')}}'`);
        const lexemes = await sql<{ prosrc: string }>`
        select prosrc from pg_proc where proname = ${`${table}_lexemes`}
      `.execute(db.kysely);
        for (const column of searchColumns[table])
          expect(lexemes.rows[0]?.prosrc).toContain(`NEW."${column}"`);
      }
    },
  );
});
