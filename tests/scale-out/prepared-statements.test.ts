import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../src/server/db/connect';
import { freshDatabase } from '../api/harness';

let schema: { url: string; dispose(): Promise<void> };
let db: Db;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL?.startsWith('postgres'))
    throw new Error('These tests need PostgreSQL: set TEST_DATABASE_URL (npm run test:pg)');
  schema = await freshDatabase();
  db = connect(schema.url);
});
afterAll(async () => {
  await db?.close();
  await schema?.dispose();
});

/** Runs `work` on one connection of the pool, as a request's queries may. */
const onOneConnection = <T>(work: (connection: Kysely<unknown>) => Promise<T>) =>
  db.kysely.connection().execute((connection) => work(connection as Kysely<unknown>));

const prepared = async (connection: Kysely<unknown>) =>
  (
    await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
      connection,
    )
  ).rows.map((row) => row.statement);

describe('queries on PostgreSQL', () => {
  it('run as statements prepared once per connection, planned for each request’s values', async () => {
    await onOneConnection(async (connection) => {
      const next = (value: number) =>
        sql<{ next: number }>`select ${value}::int + 1 as "next"`.execute(connection);
      expect((await next(1)).rows).toEqual([{ next: 2 }]);
      expect((await next(41)).rows).toEqual([{ next: 42 }]);
      expect(await prepared(connection)).toContain('select $1::int + 1 as "next"');
      const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(connection);
      expect(mode.rows[0]?.plan_cache_mode).toBe('force_custom_plan');
    });
  });

  it('still answer a `select *` prepared before a migration changed its table', async () => {
    await sql`create table "widgets" ("id" integer primary key)`.execute(db.kysely);
    await sql`insert into "widgets" values (1)`.execute(db.kysely);
    await onOneConnection(async (connection) => {
      const read = () =>
        sql<Record<string, unknown>>`select * from "widgets" where "id" >= ${0}`.execute(
          connection,
        );
      expect((await read()).rows).toEqual([{ id: 1 }]);
      await sql`alter table "widgets" add column "colour" text default 'blue'`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1, colour: 'blue' }]);
      expect((await read()).rows).toEqual([{ id: 1, colour: 'blue' }]);
    });
  });

  it('name only so many texts: the ones past the limit run unnamed', async () => {
    await onOneConnection(async (connection) => {
      for (let n = 0; n < 250; n++)
        await sql`select ${n}::int + ${sql.raw(String(n))} as "shape"`.execute(connection);
      const statements = await prepared(connection);
      expect(statements).toContain('select $1::int + 0 as "shape"');
      expect(statements).not.toContain('select $1::int + 249 as "shape"');
      // Nor do texts without values (the migrations' DDL, `begin`, `commit`).
      expect(statements.filter((text) => !text.includes('$1'))).toEqual([]);
      expect(statements.length).toBeLessThanOrEqual(200);
    });
  });
});
