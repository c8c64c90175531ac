import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, packageBody } from '../fixtures/bodies';
import { parseCsv } from './csv';
import { startApp, type TestApp } from './harness';

/**
 * An order's number is its id zero-padded to six digits (SPEC §3: `ORD-` + 6+ digits), so past
 * ORD-999999 its text sorts ORD-1000000 between ORD-100000 and ORD-100001. A list sorted by
 * number must still put the newest order first going down: here a database whose ids have
 * reached 200,000 and then 1,000,000, as a seeded million-order database's have.
 */
let t: TestApp;
let admin: string;
const numbers: string[] = [];
const trackingNumbers: string[] = [];

/** Moves `orders`' id sequence on, so that the next order made through the API gets `next`. */
async function nextOrderId(next: number) {
  await (t.db.dialect === 'postgres'
    ? sql`select setval(pg_get_serial_sequence('"orders"', 'id'), ${next - 1})`
    : sql`update sqlite_sequence set seq = ${next - 1} where name = 'orders'`
  ).execute(t.db.kysely);
}

beforeAll(async () => {
  t = await startApp({}, { customers: 5, orders: 20 });
  admin = await t.login('admin');
  const customerId = await t.firstCustomerId();
  for (const id of [200_000, 1_000_000]) {
    await nextOrderId(id);
    const order = await t.create('orders', admin, orderBody(customerId));
    expect(order.id).toBe(id);
    numbers.push(order.number);
    trackingNumbers.push((await t.create('packages', admin, packageBody(order.id))).trackingNumber);
  }
});
afterAll(() => t.close());

async function listed(url: string): Promise<Record<string, string>[]> {
  const response = await t.call({ method: 'GET', url, cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a list sorted by order number', () => {
  it('numbers the orders as the server does', () => {
    expect(numbers).toEqual(['ORD-200000', 'ORD-1000000']);
  });

  it('puts ORD-1000000 above ORD-200000 going down, and last going up', async () => {
    const down = await listed('/api/orders?_sort=number&_order=desc&_start=0&_end=3');
    expect(down.map((order) => order.number)).toEqual([
      'ORD-1000000',
      'ORD-200000',
      expect.stringMatching(/^ORD-0000\d\d$/),
    ]);
    const first = await t.call({ method: 'GET', url: '/api/orders?_end=1', cookie: admin });
    const total = Number(first.headers['x-total-count']);
    const up = await listed(
      `/api/orders?_sort=number&_order=asc&_start=${total - 2}&_end=${total}`,
    );
    expect(up.map((order) => order.number)).toEqual(['ORD-200000', 'ORD-1000000']);
  });

  it('sorts packages by their order number so too', async () => {
    const down = await listed('/api/packages?_sort=orderNumber&_order=desc&_start=0&_end=2');
    expect(down.map((entry) => [entry.orderNumber, entry.trackingNumber])).toEqual([
      ['ORD-1000000', trackingNumbers[1]],
      ['ORD-200000', trackingNumbers[0]],
    ]);
  });

  it('exports in the same order', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/orders/export.csv?_sort=number&_order=desc',
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [header = [], ...rows] = parseCsv(response.body);
    const at = header.indexOf('number');
    expect(rows.slice(0, 2).map((row) => row[at])).toEqual(['ORD-1000000', 'ORD-200000']);
  });
});

describe('a range of order numbers', () => {
  const numbersOf = async (url: string, field = 'number') =>
    (await listed(url)).map((row) => row[field]);

  it('is a range of the ids they are made of: ORD-1000000 comes after ORD-200000', async () => {
    expect(await numbersOf('/api/orders?number_gte=ORD-200000&_sort=id&_order=asc')).toEqual([
      'ORD-200000',
      'ORD-1000000',
    ]);
    expect(await numbersOf('/api/orders?number_gte=ORD-200001&number_lte=ORD-1000000')).toEqual([
      'ORD-1000000',
    ]);
    // Below: none of the two, and the seeded orders (ids 1 to 20) all there.
    const below = await numbersOf('/api/orders?number_lte=ORD-199999&_end=100');
    expect(below).not.toContain('ORD-1000000');
    expect(below).toHaveLength(20);
  });

  it('takes the number without its zeros or prefix, in any case', async () => {
    for (const value of ['1000000', 'ord-1000000', 'ORD-01000000'])
      expect(await numbersOf(`/api/orders?number_gte=${value}`)).toEqual(['ORD-1000000']);
  });

  it("ranges packages by their order's number so too", async () => {
    expect(
      await numbersOf('/api/packages?orderNumber_gte=ORD-200000&_sort=orderNumber', 'orderNumber'),
    ).toEqual(['ORD-200000', 'ORD-1000000']);
  });

  it('refuses what is no order number, naming the form it takes', async () => {
    for (const value of ['ORD-12a', 'PKG-000001', 'ORD-', '-5', '99999999999'])
      for (const url of [
        `/api/orders?number_gte=${encodeURIComponent(value)}`,
        `/api/packages?orderNumber_lte=${encodeURIComponent(value)}`,
      ]) {
        const response = await t.call({ method: 'GET', url, cookie: admin });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message).toMatch(/must be a number such as ORD-000123/);
      }
  });
});
