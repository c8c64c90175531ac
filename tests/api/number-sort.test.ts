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
