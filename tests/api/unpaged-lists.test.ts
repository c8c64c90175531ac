import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

/** A list without `_end` (SPEC §11): every match up to a thousand, else a 400 that says to page. */
let t: TestApp;
let operator: string;

beforeAll(async () => {
  // More orders than one unpaged answer holds.
  t = await startApp({}, { customers: 12, orders: 1500 });
  operator = await t.login('operator');
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, cookie: operator });

/** Every id of a list, read a page of a hundred at a time. */
async function pagedIds(resource: string, query: string): Promise<unknown[]> {
  const ids: unknown[] = [];
  for (let start = 0; ; start += 100) {
    const response = await get(`/api/${resource}?${query}&_start=${start}&_end=${start + 100}`);
    const page = response.json() as { id: unknown }[];
    ids.push(...page.map((row) => row.id));
    if (page.length < 100) return ids;
  }
}

describe('a list without _start/_end', () => {
  it('answers every day of the stats, with the total', async () => {
    const days = await t.db.kysely
      .selectFrom('stats')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(days.n)).toBeGreaterThanOrEqual(365);
    const response = await get('/api/stats');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toHaveLength(Number(days.n));
    expect(response.headers['x-total-count']).toBe(String(days.n));
  });

  it('answers every match of a filter that leaves a thousand or fewer, in the list order', async () => {
    const query = 'currency=GBP&_sort=amount&_order=desc';
    const response = await get(`/api/orders?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json() as { id: number }[]).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.length).toBeLessThanOrEqual(1000);
    expect(response.headers['x-total-count']).toBe(String(ids.length));
    expect(ids).toEqual(await pagedIds('orders', query));
  });

  it('from _start alone answers the rest of the list', async () => {
    const all = (await get('/api/stats?_sort=date')).json() as { id: string }[];
    const rest = await get('/api/stats?_sort=date&_start=300');
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toEqual(all.slice(300));
  });

  it('is a 400 naming the count and _start/_end past a thousand matches, never a first page', async () => {
    const total = Number((await get('/api/orders?_end=1')).headers['x-total-count']);
    expect(total).toBeGreaterThan(1000);
    const response = await get('/api/orders');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['x-total-count']).toBeUndefined();
    const body = response.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toContain(`${total} matches`);
    expect(body.message).toMatch(/_start and _end/);
    // A filter that matches as many is refused the same way.
    const filtered = await get('/api/orders?amount_gte=0');
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json().message).toContain(`${total} matches`);
    expect((await get('/api/orders?_start=0&_end=100')).statusCode).toBe(200);
  });

  it('leaves the export alone: it streams every match', async () => {
    const response = await get('/api/orders/export.csv');
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\r\n');
    expect(lines.length).toBeGreaterThan(1000);
  });
});
