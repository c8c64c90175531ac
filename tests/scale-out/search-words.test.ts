import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition, Role } from '../../src/resources';
import { orders } from '../../src/resources/orders';
import { users } from '../../src/resources/users';
import type { AnyDb } from '../../src/server/db/dialect';
import { fillSearchWords, keptWordOf } from '../../src/server/db/migrations/005-search-words';
import { parseListQuery } from '../../src/server/lists/parse';
import { listDbOf, listPage } from '../../src/server/lists/service';
import { ReadCache } from '../../src/server/read-cache';
import { wordsPlan } from '../../src/server/search/postgres';
import { restoreBulk, suspendBulk } from '../../src/server/seed/bulk';
import {
  everyMatchSorted,
  listQueries,
  pages,
  postgresWithSearchRows,
  sorts,
} from '../fixtures/search-rows';

const fixture = postgresWithSearchRows('The words table is');

async function pageOf(
  resource: ResourceDefinition,
  role: Role,
  query: Record<string, string>,
  on: AnyDb = fixture.kysely,
) {
  const page = await listPage(
    listDbOf(on, 'postgres'),
    resource,
    role,
    parseListQuery(resource, query),
  );
  return { ids: page.rows.map((row) => row.id as number), total: page.total };
}

/**
 * The words table's rows as the tsvector column says they should be (but the word every order
 * holds, `ord`), and as they are.
 */
async function wordsOfOrders() {
  const { rows } = await sql<{ expected: string; actual: string }>`
    select
      (select count(*) from orders, unnest(tsvector_to_array(search)) as word
         where ${sql.raw(keptWordOf('orders'))}) as expected,
      (select count(*) from orders_words w join orders o
         on o.id = (w.key & 2147483647)
        and w.key = (floor(extract(epoch from o."createdAt"::timestamptz))::bigint << 31) + o.id
        and w.word = any(tsvector_to_array(o.search))) as actual
  `.execute(fixture.kysely);
  const total = await sql<{ count: string }>`select count(*) from orders_words`.execute(
    fixture.kysely,
  );
  return { ...rows[0], rows: total.rows[0]?.count };
}

describe('PostgreSQL: a search read from the words table', () => {
  it('keeps one row per word and order through inserts, updates and deletes', async () => {
    const words = await wordsOfOrders();
    expect(Number(words.expected)).toBeGreaterThan(30_000);
    expect(words.actual).toBe(words.expected);
    expect(words.rows).toBe(words.expected);
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from orders_words where word = 'ord'`.execute(fixture.kysely);
    expect(Number(rows[0]?.count)).toBe(0);
  });

  it('changes only the words an update changes, and every word when the key moves', async () => {
    const order = await fixture.kysely
      .selectFrom('orders')
      .select(['id', 'createdAt'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    /**
     * The rows of the words table that `change` inserts and deletes: the backend's counts before
     * and after it (they also hold earlier transactions' counts not yet reported).
     */
    const touched = (change: Record<string, unknown>) =>
      fixture.kysely.transaction().execute(async (trx) => {
        const counts = async () =>
          (
            await sql<{ inserted: number; deleted: number }>`
              select n_tup_ins as inserted, n_tup_del as deleted
              from pg_stat_xact_user_tables
              where relname = 'orders_words' and schemaname = current_schema()`.execute(trx)
          ).rows[0] ?? { inserted: 0, deleted: 0 };
        const before = await counts();
        await trx.updateTable('orders').set(change).where('id', '=', order.id).execute();
        const after = await counts();
        return {
          inserted: after.inserted - before.inserted,
          deleted: after.deleted - before.deleted,
        };
      });
    await fixture.kysely
      .updateTable('orders')
      .set({ note: 'Leave the parcel with the neighbour at number seven' })
      .where('id', '=', order.id)
      .execute();
    // One word out ("seven"), one in ("nine"): two rows, not the note's nine words twice over
    // with the number, name and address beside them.
    expect(await touched({ note: 'Leave the parcel with the neighbour at number nine' })).toEqual({
      inserted: 1,
      deleted: 1,
    });
    expect(await wordsOfOrders()).toMatchObject({ actual: (await wordsOfOrders()).expected });
    // A new creation time moves the key: every word goes and comes back under the new one.
    const count = await sql<{ words: number }>`
      select count(*) as words from orders, unnest(tsvector_to_array(search)) as word
      where id = ${order.id} and ${sql.raw(keptWordOf('orders'))}`.execute(fixture.kysely);
    const words = Number(count.rows[0]?.words);
    expect(await touched({ createdAt: '2020-01-01T00:00:00.000Z' })).toEqual({
      inserted: words,
      deleted: words,
    });
    const after = await wordsOfOrders();
    expect(after.actual).toBe(after.expected);
    expect(after.rows).toBe(after.expected);
  });

  it('answers the same pages and totals as the GIN index, for any sort, page and filter', async () => {
    const sent: string[] = [];
    const logged = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: fixture.url, max: 2 }),
      }),
      log: (event) => {
        if (event.level === 'query') sent.push(event.query.sql);
      },
    }) as AnyDb;
    try {
      let compared = 0;
      // The fixture's sorts by creation time, and by another column: walked along its index
      // with each row's words tested, or every match read from GIN and sorted.
      const byAmount = [...listQueries()].flatMap((query) =>
        query._sort === 'createdAt' ? [{ ...query, _sort: 'amount,id' }] : [],
      );
      for (const query of [...listQueries(), ...byAmount]) {
        const expected = await everyMatchSorted(
          fixture.kysely,
          'postgres',
          orders,
          'operator',
          query,
        );
        expect(await pageOf(orders, 'operator', query, logged), JSON.stringify(query)).toEqual(
          expected,
        );
        if (expected.ids.length > 0) compared++;
      }
      expect(compared).toBeGreaterThan(300);
      // The words table answered, both ways: every match at once and a page walked in time order.
      expect(
        sent.some((text) => text.includes('"orders_words"') && text.includes('with firsts')),
      ).toBe(true);
      expect(
        sent.some((text) => text.includes('"orders_words"') && text.includes('distinct')),
      ).toBe(true);
    } finally {
      await logged.destroy();
    }
  });

  it("keeps a role's scope: an operator sees customers only", async () => {
    for (const q of ['anna', 'wag', 'b', 'example'])
      for (const sort of sorts.slice(0, 3))
        for (const page of pages.slice(0, 3))
          for (const role of ['operator', 'admin'] as const) {
            const query = { q, ...sort, ...page };
            const expected = await everyMatchSorted(fixture.kysely, 'postgres', users, role, query);
            expect(await pageOf(users, role, query), `${role} ${JSON.stringify(query)}`).toEqual(
              expected,
            );
          }
  });

  it('plans the rarest word first, spells a prefix out, and leaves a wide prefix to GIN', async () => {
    const plan = await wordsPlan(fixture.kysely, 'orders', ['felix', 'ord', '00010']);
    const numbers = plan?.groups[0] ?? [];
    expect(numbers.length).toBeGreaterThan(0);
    for (const term of numbers) expect(term).toMatch(/^00010\d$/);
    // Every order holds "ord": no group reads it.
    expect(plan?.groups.slice(1)).toEqual([['felix']]);
    expect(plan?.few).toBe(true);
    expect((await wordsPlan(fixture.kysely, 'orders', ['felix', 'wagnero']))?.groups).toEqual(
      expect.arrayContaining([['felix'], ['wagnerova', 'wagnerovastraße']]),
    );
    expect((await wordsPlan(fixture.kysely, 'orders', ['felix', 'or']))?.groups).toEqual([
      ['felix'],
    ]);
    expect((await wordsPlan(fixture.kysely, 'orders', ['anna']))?.few).toBe(false);
    expect(await wordsPlan(fixture.kysely, 'orders', ['1'])).toBeUndefined();
    expect(await wordsPlan(fixture.kysely, 'orders', ['zzz'])).toBeUndefined();
  });

  it('keeps a plan until the next write, which may bring a new word', async () => {
    const cache = new ReadCache();
    const query = { q: 'felix zyx' };
    const list = parseListQuery(orders, query);
    const before = await listPage(
      listDbOf(fixture.kysely, 'postgres'),
      orders,
      'operator',
      list,
      cache,
    );
    expect(before.total).toBe(0);
    const { id } = await fixture.kysely
      .updateTable('orders')
      .set({ note: 'zyxwv', customerName: 'Felix Weber' })
      .where('id', '=', (await pageOf(orders, 'operator', { q: 'felix' })).ids[0] as number)
      .returning('id')
      .executeTakeFirstOrThrow();
    cache.invalidate();
    const after = await listPage(
      listDbOf(fixture.kysely, 'postgres'),
      orders,
      'operator',
      list,
      cache,
    );
    expect(after.rows.map((row) => row.id)).toEqual([id]);
  });

  it('refills the words whole and gives the connection its sort memory back', async () => {
    const memory = await fixture.db.kysely.connection().execute(async (connection) => {
      await sql`set maintenance_work_mem = '100MB'`.execute(connection);
      await fillSearchWords(connection, 'orders');
      const { rows } = await sql<{ memory: string }>`
        select current_setting('maintenance_work_mem') as memory`.execute(connection);
      await sql`reset maintenance_work_mem`.execute(connection);
      return rows[0]?.memory;
    });
    expect(memory).toBe('100MB');
    const words = await wordsOfOrders();
    expect(words.actual).toBe(words.expected);
    expect(words.rows).toBe(words.expected);
  });

  it('a bulk load without the list indexes and words triggers builds them all again after', async () => {
    const definitions = async () =>
      (
        await sql<{ definition: string }>`select indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename in ('users', 'orders', 'packages')`.execute(
          fixture.kysely,
        )
      ).rows
        .map((row) => row.definition)
        .sort();
    const indexes = async () =>
      (await definitions()).map((definition) => /INDEX "?([^" ]+)"? ON/.exec(definition)?.[1]);
    const before = await indexes();
    const defined = await definitions();
    expect(before).toEqual(
      expect.arrayContaining([
        'orders_city',
        'orders_search',
        'orders_status_createdAt',
        'packages_search',
        'users_search',
      ]),
    );
    const resume = await suspendBulk(fixture.db);
    for (const dropped of ['orders_city', 'orders_search', 'packages_search', 'users_search'])
      expect(await indexes()).not.toContain(dropped);
    await fixture.kysely
      .updateTable('orders')
      .set({ customerName: 'Quintus Bulk' })
      .where('id', 'in', (await pageOf(orders, 'admin', { q: 'ben', _end: '5' })).ids)
      .execute();
    expect((await pageOf(orders, 'admin', { q: 'quintus' })).total).toBe(5);
    await resume();
    // Built again as the migrations left them: the list indexes end in the id (migration 010).
    expect(await definitions()).toEqual(defined);
    expect(defined).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/"packages_shippedAt" .*\("shippedAt" NULLS FIRST, id\)$/),
      ]),
    );
    const words = await wordsOfOrders();
    expect(words.actual).toBe(words.expected);
    expect(words.rows).toBe(words.expected);
    // Nothing left off: a second restore finds no trigger to turn on.
    await restoreBulk(fixture.db);
    const { rows } = await sql<{ off: string }>`
      select count(*) as off from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and t.tgenabled = 'D'`.execute(fixture.kysely);
    expect(Number(rows[0]?.off)).toBe(0);
  });
});
