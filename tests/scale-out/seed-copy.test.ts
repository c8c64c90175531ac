import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import { documentOf } from '../../src/server/db/migrations/006-search-lexemes';
import { removeSqliteFile } from '../../src/server/db/sqlite-file';
import { lexemesAgree } from '../../src/server/search/postgres-lexemes';
import { suspendBulk } from '../../src/server/seed/bulk';
import { catalogueText } from '../../src/server/seed/catalogue';
import { growOrders } from '../../src/server/seed/grow';
import { makeCustomer } from '../../src/server/seed/people';
import { Random } from '../../src/server/seed/random';
import { seedIfEmpty } from '../../src/server/seed/seed';
import { chunksOf, inBulkTransaction, writeFormatOf } from '../../src/server/seed/write';
import { freshDatabase } from '../api/harness';
import { rowCount as count } from '../fixtures/row-count';
import { postgresUrl } from './postgres-only';

const today = '2026-06-30';
const seed = {
  production: false,
  demoPassword: 'demo-password',
  today,
  size: { customers: 40, orders: 300 },
};

let fresh: { url: string; dispose(): Promise<void> };
let postgres: Db;
const file = join(tmpdir(), `seed-copy-${randomUUID()}.db`);
let sqlite: Db;

beforeAll(async () => {
  postgresUrl('The COPY tests');
  fresh = await freshDatabase();
  postgres = connect(fresh.url);
  sqlite = connect(file);
  for (const db of [postgres, sqlite]) {
    await migrate(db);
    await seedIfEmpty(db, seed);
  }
});
afterAll(async () => {
  await postgres?.close();
  await fresh?.dispose();
  await sqlite?.close();
  removeSqliteFile(file);
});

/** A table's rows as JSON, without what differs by design: salted hashes and PostgreSQL's tsvector. */
async function rowsOf(db: Db, table: 'users' | 'orders' | 'packages'): Promise<string> {
  const rows = await db.kysely.selectFrom(table).selectAll().orderBy('id').execute();
  return JSON.stringify(rows, (key, value) =>
    key === 'passwordHash' || key === 'search' ? undefined : value,
  );
}

/** A rollup table's rows as JSON, in a fixed order, without row ids. */
async function rollupRowsOf(db: Db, table: 'stats' | 'dailyBreakdown'): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
    db.kysely,
  );
  const texts = rows.map((row) => {
    const { id: _id, ...rest } = row;
    return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  });
  expect(texts.length).toBeGreaterThan(300);
  return texts.sort().join('\n');
}

describe('a grow on PostgreSQL, written with COPY', () => {
  it('stores exactly the rows the same grow stores on SQLite with bound INSERTs', async () => {
    expect(writeFormatOf(postgres)).toBe('copy');
    expect(writeFormatOf(sqlite)).toBe('insert');
    // Past the bulk threshold on both: indexes dropped and rebuilt, words refilled.
    for (const db of [postgres, sqlite]) await growOrders(db, 1_400, { today, bulkFrom: 1 });
    expect(await count(postgres, 'orders')).toBe(1_400);
    for (const table of ['users', 'orders', 'packages'] as const)
      expect(await rowsOf(postgres, table), table).toBe(await rowsOf(sqlite, table));
    // The year's rollups, read beside the rebuild (on PostgreSQL on the words' connection).
    for (const table of ['stats', 'dailyBreakdown'] as const)
      expect(await rollupRowsOf(postgres, table), table).toBe(await rollupRowsOf(sqlite, table));
    // The bulk path dropped the foreign keys for the load; they are back.
    const { rows } = await sql<{ name: string }>`
      select conname as name from pg_constraint
      where connamespace = current_schema()::regnamespace and contype = 'f' order by conname
    `.execute(postgres.kysely);
    expect(rows.map((row) => row.name)).toEqual([
      'orderNotes_authorId_fkey',
      'orderNotes_orderId_fkey',
      'orders_customerId_fkey',
      'packages_orderId_fkey',
      'savedViews_userId_fkey',
      'sessions_userId_fkey',
    ]);
    // Every table of the schema vacuumed and analysed once the load is in (on two connections).
    const { rows: unvacuumed } = await sql<{ name: string }>`
      select relname as name from pg_stat_user_tables
      where schemaname = current_schema() and (last_vacuum is null or last_analyze is null)
    `.execute(postgres.kysely);
    expect(unvacuumed).toEqual([]);
  });

  it("sends each row's words, which are the ones PostgreSQL works out from the row", async () => {
    // The bulk path left the words to the load only because this database agrees on them.
    expect(await lexemesAgree(postgres, catalogueText())).toBe(true);
    for (const table of ['users', 'orders', 'packages'] as const) {
      const { rows } = await sql<{ rows: string; differ: string; foreign: string }>`
        select count(*) as rows,
          count(*) filter (where search is distinct from search_lexemes(${sql.raw(documentOf(table, `"${table}"`))})) as differ,
          count(*) filter (where search::text ~ '[^ -~]') as foreign
        from ${sql.table(table)}`.execute(postgres.kysely);
      expect(Number(rows[0]?.differ), table).toBe(0);
      expect(Number(rows[0]?.rows), table).toBeGreaterThan(40);
      // Words beyond ASCII ("düsseldorf", "łódź") are among them, where a locale could differ.
      if (table !== 'packages') expect(Number(rows[0]?.foreign), table).toBeGreaterThan(0);
    }
  });

  it('leaves the words to PostgreSQL where it reads letters differently, and fills rows inserted meanwhile', async () => {
    // PostgreSQL's [:alnum:] does not take "²", so the two would split "x²y" differently.
    expect(await lexemesAgree(postgres, 'Düsseldorf x²y')).toBe(false);
    const states = async () =>
      (
        await sql<{ name: string; state: string }>`
          select t.tgname as name, t.tgenabled as state from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          where c.relnamespace = current_schema()::regnamespace and t.tgname like '%lexemes%'
          order by t.tgname`.execute(postgres.kysely)
      ).rows.map(({ name, state }) => `${name} ${state}`);
    const resume = await suspendBulk(postgres);
    // Inserted rows' words come with the load; a change still gets its own.
    expect(await states()).toEqual([
      'orders_lexemes_added D',
      'orders_lexemes_changed O',
      'packages_lexemes_added D',
      'packages_lexemes_changed O',
      'products_lexemes_added D',
      'products_lexemes_changed O',
      'users_lexemes_added D',
      'users_lexemes_changed O',
    ]);
    const random = new Random(14);
    const { row } = makeCustomer(
      random,
      93_001,
      Date.parse(`${today}T08:00:00Z`),
      (l) => `${l}@w.org`,
    );
    row.name = 'Zoë Meanwhile';
    await postgres.kysely.insertInto('users').values(row).execute();
    const searchOf = async () =>
      (
        await sql<{
          search: string | null;
        }>`select search::text as search from users where id = 93001`.execute(postgres.kysely)
      ).rows[0]?.search;
    expect(await searchOf()).toBeNull();
    await resume();
    expect(await searchOf()).toContain("'zoë'");
    expect(await searchOf()).toContain("'meanwhile'");
    // Worked out before the words were refilled from the rows, so the words table has them too.
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from users_words where word in ('zoë', 'meanwhile')`.execute(
      postgres.kysely,
    );
    expect(Number(rows[0]?.count)).toBe(2);
    expect((await states()).every((state) => state.endsWith(' O'))).toBe(true);
  });

  it('keeps tabs, line breaks, backslashes and a literal \\N in a value, and tells null apart', async () => {
    const random = new Random(11);
    const made = [90_001, 90_002].map(
      (id) =>
        makeCustomer(random, id, Date.parse(`${today}T08:00:00Z`), (l) => `${l}.${id}@x.org`).row,
    );
    const [first, second] = made as [(typeof made)[0], (typeof made)[0]];
    first.name = 'Tab\there, line\nbreak, back\\slash, return\r';
    first.street = '\\N';
    first.lastLoginAt = null;
    second.street = '\\\\N\\t';
    second.lastLoginAt = `${today}T09:00:00.000Z`;
    await inBulkTransaction(postgres, (write) => write(chunksOf('users', made, 'copy')));
    const stored = await postgres.kysely
      .selectFrom('users')
      .select(['id', 'name', 'street', 'lastLoginAt'])
      .where('id', 'in', [90_001, 90_002])
      .orderBy('id')
      .execute();
    expect(stored).toEqual(
      made.map(({ id, name, street, lastLoginAt }) => ({ id, name, street, lastLoginAt })),
    );
  });

  it('rolls a failing batch back whole and hands back a usable connection', async () => {
    const before = await count(postgres, 'users');
    const random = new Random(12);
    const row = (id: number) =>
      makeCustomer(random, id, Date.parse(`${today}T08:00:00Z`), (l) => `${l}.${id}@y.org`).row;
    // The second chunk clashes with the first's primary key: nothing of the batch stays.
    await expect(
      inBulkTransaction(postgres, async (write) => {
        await write(chunksOf('users', [row(91_001), row(91_002)], 'copy'));
        await write(chunksOf('users', [row(91_002)], 'copy'));
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await count(postgres, 'users')).toBe(before);
    await inBulkTransaction(postgres, (write) => write(chunksOf('users', [row(91_003)], 'copy')));
    expect(await count(postgres, 'users')).toBe(before + 1);
  });

  it('refuses INSERT values before a COPY starts, and the connection goes on', async () => {
    const before = await count(postgres, 'users');
    const random = new Random(13);
    const row = makeCustomer(random, 92_001, Date.parse(`${today}T08:00:00Z`), (l) => `${l}@z.org`);
    await expect(
      inBulkTransaction(postgres, (write) => write(chunksOf('users', [row.row], 'insert'))),
    ).rejects.toThrow('INSERT values for "users" reached a COPY');
    await inBulkTransaction(postgres, (write) => write(chunksOf('users', [row.row], 'copy')));
    expect(await count(postgres, 'users')).toBe(before + 1);
  });
});
