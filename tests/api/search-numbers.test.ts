import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, packageBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';

let t: TestApp;
let operator: string;
/** ORD-100000 and ORD-100001, made before orders whose postal code begins with the same digits. */
const numbered: string[] = [];

/** The next order the app makes gets id `id` (SQLite's AUTOINCREMENT, PostgreSQL's serial). */
async function nextOrderIdIs(id: number) {
  if (t.db.pool)
    await sql`select setval(pg_get_serial_sequence('"orders"', 'id'), ${id - 1})`.execute(
      t.db.kysely,
    );
  else
    await sql`update sqlite_sequence set seq = ${id - 1} where name = 'orders'`.execute(
      t.db.kysely,
    );
}

const newOrder = (customerId: number, address: object) =>
  t.create('orders', operator, orderBody(customerId, address));

beforeAll(async () => {
  t = await startApp();
  operator = await t.login('operator');
  const customerId = await t.firstCustomerId();
  await nextOrderIdIs(100_000);
  const leipzig = { street: 'Markt 1', city: 'Leipzig', postalCode: '04109', country: 'DE' };
  for (let i = 0; i < 2; i++) numbered.push((await newOrder(customerId, leipzig)).number);
  // Newer, numbered ORD-2…, in a postal code that begins with what the numbers above begin.
  await nextOrderIdIs(200_000);
  const newYork = { street: '5th Avenue 1', city: 'New York', postalCode: '10001', country: 'US' };
  for (let i = 0; i < 6; i++) await newOrder(customerId, newYork);
  expect(numbered).toEqual(['ORD-100000', 'ORD-100001']);
});
afterAll(() => t.close());

const orderTitles = async (q: string): Promise<string[]> => {
  const url = `/api/search?q=${encodeURIComponent(q)}`;
  const response = await t.call({ method: 'GET', url, cookie: operator });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .filter((hit: { resource: string }) => hit.resource === 'orders')
    .map((hit: { title: string }) => hit.title);
};

describe('global search for a number', () => {
  it.each([
    ['ORD-1', ['ORD-000001']],
    ['ord-1', ['ORD-000001']],
    ['ORD-100', ['ORD-000100']],
    ['Ord-10000', []],
  ])(
    'puts the orders whose number begins with %s first, before newer postal-code matches',
    async (q, named) => {
      const titles = await orderTitles(q);
      // The order the digits name whole (ORD-000001 for ORD-1) leads, then the numbers they begin.
      expect(titles.slice(0, named.length + 2)).toEqual([...named, ...numbered]);
      const others = titles.slice(named.length + 2);
      expect(others.filter((title) => title.startsWith(q.toUpperCase()))).toEqual([]);
    },
  );

  it('takes bare digits as the start of the number after ORD-', async () => {
    expect((await orderTitles('1000')).slice(0, 2)).toEqual(numbered);
    const padded = await orderTitles('00012');
    expect(padded).toEqual(['ORD-000120', 'ORD-000121', 'ORD-000122', 'ORD-000123', 'ORD-000124']);
  });

  it('leads with the order that digits without their zeros name', async () => {
    expect((await orderTitles('7'))[0]).toBe('ORD-000007');
  });

  it('ranks a tracking number by what it begins with, before a newer package of another word', async () => {
    const [oldest] = (
      await t.call({ method: 'GET', url: '/api/packages?_sort=id&_end=1', cookie: operator })
    ).json();
    const start: string = oldest.trackingNumber.slice(0, 7);
    const order = (
      await t.call({ method: 'GET', url: '/api/orders?status=confirmed&_end=1', cookie: operator })
    ).json()[0];
    // A newer match of the same text in another word: the package's city.
    const newer = await t.create(
      'packages',
      operator,
      packageBody(order.id, { city: `${start.slice(4)}ville` }),
    );
    const url = `/api/search?q=${start.toLowerCase()}`;
    const hits = (await t.call({ method: 'GET', url, cookie: operator })).json();
    const parcels = hits
      .filter((hit: { resource: string }) => hit.resource === 'packages')
      .map((hit: { id: number }) => hit.id);
    expect(parcels[0]).toBe(oldest.id);
    expect(parcels).toContain(newer.id);
  });
});
