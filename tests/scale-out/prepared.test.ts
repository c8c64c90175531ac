import fc from 'fast-check';
import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/resources';
import { createSession, endSession, findSession } from '../../src/server/auth/sessions';
import { connect, type Db } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import {
  byValue,
  prepared,
  preparedName,
  preparingPool,
  ValueTexts,
} from '../../src/server/db/prepared';
import type { Database } from '../../src/server/db/schema';
import { parseListQuery } from '../../src/server/lists/parse';
import { listDbOf, listPage } from '../../src/server/lists/service';
import { ReadCache } from '../../src/server/read-cache';
import { seedIfEmpty } from '../../src/server/seed/seed';
import { demoPassword, freshDatabase } from '../api/harness';
import { hostileText } from '../fixtures/hostile-text';
import { postgresUrl } from './postgres-only';

// PostgreSQL only: statements marked `prepared` run as named statements, planned once per
// connection; every other statement stays unnamed.
let db: Db;
let dispose: () => Promise<void>;
const poolSize = process.env.PG_POOL_SIZE;

beforeEach(async () => {
  postgresUrl();
  const fresh = await freshDatabase();
  dispose = fresh.dispose;
  // One connection, so the statements the test reads back are that connection's.
  process.env.PG_POOL_SIZE = '1';
  db = connect(fresh.url);
  if (poolSize === undefined) delete process.env.PG_POOL_SIZE;
  else process.env.PG_POOL_SIZE = poolSize;
});

afterEach(async () => {
  await db.close();
  await dispose();
});

async function seeded() {
  await migrate(db);
  await seedIfEmpty(db, { production: false, demoPassword, size: { customers: 3, orders: 4 } });
}

/** This connection's named statements: name → SQL text. */
async function namedStatements(): Promise<Map<string, string>> {
  const { rows } = await sql<{ name: string; statement: string }>`
    select name, statement from pg_prepared_statements`.execute(db.kysely);
  return new Map(rows.map((row) => [row.name, row.statement]));
}

it('runs a statement marked prepared by name, with its parameters, and leaves others unnamed', async () => {
  await seeded();
  const byId = prepared(
    db.kysely.selectFrom('users').select(['id', 'email']).where('id', '=', 0).compile(),
  );
  const name = preparedName(byId.sql);
  expect(name).toMatch(/^prepared_\d+$/);
  const users = await db.kysely.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
  for (const user of users) {
    const { rows } = await db.kysely.executeQuery({ ...byId, parameters: [user.id] });
    expect(rows).toEqual([user]);
  }
  const named = await namedStatements();
  expect(named.get(name as string)).toBe(byId.sql);
  // The unmarked queries above (the seed's, the list of users) are not among them.
  expect([...named.values()].every((text) => preparedName(text) !== undefined)).toBe(true);
});

it('looks a session up through a named statement, and still sees a session end at once', async () => {
  await seeded();
  const operator = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'operator')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db.kysely, operator.id, false);
  // More than five runs: PostgreSQL may switch the statement to its generic plan after five.
  for (let run = 0; run < 8; run++) {
    expect((await findSession(db, token))?.user.id).toBe(operator.id);
  }
  const named = await namedStatements();
  expect([...named.values()].some((text) => /from "sessions"/.test(text))).toBe(true);
  const session = await findSession(db, token);
  await endSession(db.kysely, session?.id as string);
  expect(await findSession(db, token)).toBeNull();
});

describe('reads by value', () => {
  /** A list read as the orders list runs it: a filter, a sort and a page. */
  const listRead = (kysely: Kysely<Database>, status: string, offset = 0) =>
    kysely
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', status)
      .where('amount', '>=', 0)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(2)
      .offset(offset)
      .compile();

  /** The seed's first order, whose values the lists below filter by. */
  const firstOrder = () =>
    db.kysely
      .selectFrom('orders')
      .select(['status', 'customerId'])
      .orderBy('id')
      .executeTakeFirstOrThrow();

  /** The connection's named statements of reads by value: name → text. */
  const byValueStatements = async () =>
    [...(await namedStatements())].filter(([name]) => name.startsWith('by_value_'));

  /** A Kysely over one connection whose reads by value are named as `texts` says. */
  function ownPool(url: string, texts: ValueTexts) {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(pool, texts) }),
    });
  }

  it('runs a read with its values in its text, named from its second run, with the same rows', async () => {
    await seeded();
    const { status } = await firstOrder();
    const read = listRead(db.kysely, status);
    const expected = (await db.kysely.executeQuery(read)).rows;
    expect(expected.length).toBeGreaterThan(0);
    expect((await db.kysely.executeQuery(byValue(read))).rows).toEqual(expected);
    expect(await byValueStatements()).toEqual([]);
    expect((await db.kysely.executeQuery(byValue(read))).rows).toEqual(expected);
    const named = await byValueStatements();
    expect(named).toHaveLength(1);
    expect(named[0]?.[1]).toContain(`"status" = '${status}' and "amount" >= '0'`);
    expect(named[0]?.[1]).toContain(`limit '2' offset '0'`);
    // Another page is another text, unnamed on its first run.
    expect((await db.kysely.executeQuery(byValue(listRead(db.kysely, status, 1)))).rows).toEqual(
      (await db.kysely.executeQuery(listRead(db.kysely, status, 1))).rows,
    );
  });

  it('keeps the parameters of a value it cannot write, and answers the same', async () => {
    await seeded();
    const read = listRead(db.kysely, "pen'ding");
    for (let run = 0; run < 3; run++)
      expect((await db.kysely.executeQuery(byValue(read))).rows).toEqual([]);
    expect(await byValueStatements()).toEqual([]);
  });

  /**
   * Checks that `echo` run by value answers as it does with `values`' value as its parameter,
   * the same rows or the same failure, whatever the value.
   */
  async function readsBackAlike<T>(echo: CompiledQuery, values: fc.Arbitrary<T>) {
    const outcome = (query: CompiledQuery) =>
      db.kysely.executeQuery(query).then(
        (result) => ({ rows: result.rows }),
        (error: { code?: string }) => ({ failed: error.code }),
      );
    await fc.assert(
      fc.asyncProperty(values, async (value) => {
        const query = { ...echo, parameters: [value] };
        // Twice: the second run goes through a named statement when the value is written in.
        for (let run = 0; run < 2; run++)
          expect(await outcome(byValue(query))).toEqual(await outcome(query));
      }),
      { numRuns: 60 },
    );
  }

  it('reads back any text exactly as a parameter would, or fails as it would', async () => {
    await migrate(db);
    const echo = db.kysely.selectNoFrom((eb) => eb.cast<string>(eb.val(''), 'text').as('value'));
    await readsBackAlike(echo.compile(), hostileText);
  });

  it('reads back any array of text exactly as a parameter would, or fails as it would', async () => {
    await migrate(db);
    const echo = db.kysely.selectNoFrom(
      sql<string[]>`cast(${sql.val([] as string[])} as text[])`.as('value'),
    );
    await readsBackAlike(echo.compile(), fc.array(hostileText, { maxLength: 4 }));
  });

  it('makes a named read again when another server adds a column under it', async () => {
    await seeded();
    const read = byValue(
      db.kysely.selectFrom('users').selectAll().orderBy('id').limit(1).compile(),
    );
    await db.kysely.executeQuery(read);
    await db.kysely.executeQuery(read);
    const other = connect(process.env.TEST_DATABASE_URL as string);
    const schema = (
      await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)
    ).rows[0]?.schema as string;
    await sql`alter table ${sql.table(`${schema}.users`)} add column "extra" text not null default 'x'`.execute(
      other.kysely,
    );
    await other.close();
    const { rows } = await db.kysely.executeQuery(read);
    expect(rows[0]).toMatchObject({ extra: 'x' });
    // Named again under its name on the next run.
    expect((await db.kysely.executeQuery(read)).rows).toEqual(rows);
  });

  it('deallocates on each connection the names that are no longer run', async () => {
    await seeded();
    const url = (db.pool as pg.Pool).options.connectionString as string;
    const texts = new ValueTexts(1, 1);
    const kysely = ownPool(url, texts);
    try {
      const names = async () =>
        (
          await sql<{
            name: string;
          }>`select name from pg_prepared_statements order by name`.execute(kysely)
        ).rows.map((row) => row.name);
      await kysely.executeQuery(byValue(listRead(kysely, 'pending')));
      const first = await names();
      expect(first).toHaveLength(1);
      await kysely.executeQuery(byValue(listRead(kysely, 'confirmed')));
      const second = await names();
      expect(second).toHaveLength(1);
      expect(second).not.toEqual(first);
      expect(texts.isLive(first[0] as string)).toBe(false);
      // Back again: a new name, and the old one is not left behind.
      await kysely.executeQuery(byValue(listRead(kysely, 'pending')));
      const third = await names();
      expect(third).toHaveLength(1);
      expect(third).not.toEqual(first);
    } finally {
      await kysely.destroy();
    }
  });

  /** An orders list page read twice as the server reads it; the connection's named texts after. */
  async function readTwice(query: Record<string, string>) {
    const list = parseListQuery(orders, { _start: '0', _end: '10', _sort: 'createdAt', ...query });
    const read = () =>
      listPage(listDbOf(db.kysely, 'postgres'), orders, 'operator', list, new ReadCache());
    const first = await read();
    expect(first.total).toBeGreaterThan(0);
    expect(await read()).toEqual(first);
    return { rows: first.rows, texts: (await byValueStatements()).map(([, text]) => text) };
  }

  it('reads an orders list page and its small total by value, named when asked for again', async () => {
    await seeded();
    const { customerId } = await firstOrder();
    const { rows, texts } = await readTwice({ customerId: String(customerId), _order: 'desc' });
    expect(rows.every((row) => row.customerId === customerId)).toBe(true);
    const filter = `"customerId" = '${customerId}'`;
    expect(texts.filter((text) => text.includes(filter))).toHaveLength(2);
    expect(texts.some((text) => text.includes('count(*)') && text.includes(`limit '1001'`))).toBe(
      true,
    );
  });

  it("reads a search's page by value, named when asked for again", async () => {
    await seeded();
    const { customerName } = await db.kysely
      .selectFrom('orders')
      .select('customerName')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Two words: the second is looked up among the first's matches as an array of terms.
    const [word, other] = customerName.toLowerCase().split(' ');
    const { rows, texts } = await readTwice({ q: `${word} ${other}` });
    expect(rows.every((row) => row.customerName === customerName)).toBe(true);
    // The search's own reads: its matches from the words table, then their page.
    expect(
      texts.some((text) => text.includes('"orders_words"') && text.includes(`'{"${other}`)),
    ).toBe(true);
    expect(texts.some((text) => text.startsWith('select * from "orders" where "id" in ('))).toBe(
      true,
    );
  });
});
