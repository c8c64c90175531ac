import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';

/**
 * The admin's activity log read as a list: a deep page reads its ids first, and a large total is
 * kept until the next entry. Both must list and count what a plain query over the entries does.
 */
let t: TestApp;
let admin: string;

/** More entries than `countTotal` counts on every request (1,000), so the total is kept. */
const extraEntries = 1500;

beforeAll(async () => {
  t = await startApp();
  admin = await t.login('admin');
  const actions = ['create', 'update', 'status', 'delete'] as const;
  const entries = Array.from({ length: extraEntries }, (_, index) => ({
    actorId: index % 3 === 0 ? null : 1 + (index % 4),
    action: actions[index % actions.length] as string,
    resource: index % 2 === 0 ? 'orders' : 'packages',
    recordId: String(1 + (index % 97)),
    changes: '{}',
    at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    ip: '127.0.0.1',
  }));
  for (let start = 0; start < entries.length; start += 250)
    await t.db.kysely
      .insertInto('activity')
      .values(entries.slice(start, start + 250))
      .execute();
});

afterAll(() => t.close());

/** The log's page and total as the API answers them. */
async function logPage(query: string) {
  const response = await t.call({ method: 'GET', url: `/api/activity?${query}`, cookie: admin });
  expect(response.statusCode, query).toBe(200);
  return {
    ids: response.json().map((entry: { id: number }) => entry.id),
    total: Number(response.headers['x-total-count']),
  };
}

/** The same page and total straight from the table, with OFFSET. */
async function expected(
  filters: { action?: string; resource?: string },
  start: number,
  end: number,
  order: 'asc' | 'desc',
) {
  let entries = t.db.kysely.selectFrom('activity');
  if (filters.action) entries = entries.where('action', '=', filters.action);
  if (filters.resource) entries = entries.where('resource', '=', filters.resource);
  const ids = await entries
    .select('id')
    .orderBy('id', order)
    .limit(end - start)
    .offset(start)
    .execute();
  const { total } = await entries
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { ids: ids.map((row) => row.id), total: Number(total) };
}

describe('the activity log at more than a page of entries', () => {
  it('lists the entries OFFSET would, first pages and deep ones, both ways, filtered or not', async () => {
    const filterSets: Record<string, string>[] = [
      {},
      { action: 'status' },
      { resource: 'packages' },
    ];
    for (const filters of filterSets)
      for (const [start, end] of [
        [0, 25],
        [75, 100],
        [100, 125],
        [740, 760],
        [1480, 1530],
      ] as const)
        for (const order of ['desc', 'asc'] as const) {
          const query = new URLSearchParams({
            ...filters,
            _start: String(start),
            _end: String(end),
            _order: order,
          }).toString();
          const want = await expected(filters, start, end, order);
          expect(want.total).toBeGreaterThan(300);
          expect(await logPage(query), query).toEqual(want);
        }
  });

  it('counts each new entry at once, though a large total is kept between them', async () => {
    const before = await logPage('_start=0&_end=10');
    expect(before.total).toBeGreaterThan(1000);
    expect((await logPage('_start=0&_end=10')).total).toBe(before.total);
    const logins = (await logPage('action=login&_start=0&_end=10')).total;
    // Signing in writes an entry outside any record's write.
    await t.login('operator');
    expect((await logPage('_start=0&_end=10')).total).toBe(before.total + 1);
    expect((await logPage('action=login&_start=0&_end=10')).total).toBe(logins + 1);
    expect(await logPage('_start=0&_end=10')).toEqual(await expected({}, 0, 10, 'desc'));
  });
});

describe("an entry's record", () => {
  it('is named by its title, as long as the record is there', async () => {
    const [order] = await t.db.kysely
      .selectFrom('orders')
      .select(['id', 'number'])
      .orderBy('id')
      .limit(1)
      .execute();
    const [user] = await t.db.kysely
      .selectFrom('users')
      .select(['id', 'name'])
      .where('role', '=', 'customer')
      .orderBy('id')
      .limit(1)
      .execute();
    const entries = [
      { resource: 'orders', recordId: String(order?.id), title: order?.number, deleted: false },
      { resource: 'users', recordId: String(user?.id), title: user?.name, deleted: false },
      // No such order (and no deletion of it on record), and an id no table could hold.
      { resource: 'orders', recordId: '999999', title: null, deleted: true },
      { resource: 'orders', recordId: '99999999999', title: null, deleted: true },
    ];
    for (const { resource, recordId } of entries)
      await t.db.kysely
        .insertInto('activity')
        .values({
          actorId: null,
          action: 'update',
          resource,
          recordId,
          changes: '{}',
          at: new Date().toISOString(),
          ip: null,
        })
        .execute();
    const response = await t.call({
      method: 'GET',
      url: `/api/activity?_start=0&_end=${entries.length}`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    const newestFirst = [...entries].reverse();
    expect(
      response
        .json()
        .map((entry: { recordId: string; recordTitle: string | null; recordDeleted: boolean }) => [
          entry.recordId,
          entry.recordTitle,
          entry.recordDeleted,
        ]),
    ).toEqual(newestFirst.map(({ recordId, title, deleted }) => [recordId, title, deleted]));
  });

  it('once deleted, is named in each of its entries by the title its deletion recorded', async () => {
    const { id, number }: { id: number; number: string } = await t.create(
      'orders',
      admin,
      orderBody(await t.firstCustomerId()),
    );
    const history = async () => {
      const response = await t.call({
        method: 'GET',
        url: `/api/activity?resource=orders&recordId=${id}`,
        cookie: admin,
      });
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .map((entry: { action: string; recordTitle: string | null; recordDeleted: boolean }) => [
          entry.action,
          entry.recordTitle,
          entry.recordDeleted,
        ]);
    };
    expect(await history()).toEqual([['create', number, false]]);

    const deleted = await t.call({ method: 'DELETE', url: `/api/orders/${id}`, cookie: admin });
    expect(deleted.statusCode).toBe(200);
    expect(await history()).toEqual([
      ['delete', number, true],
      ['create', number, true],
    ]);
  });
});
