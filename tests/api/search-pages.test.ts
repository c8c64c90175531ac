import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

let t: TestApp;
let operator: string;

// Enough orders per customer that a name has more matches than a page's end (past a hundred,
// SQLite reads a search's page in its index's order instead of sorting every match).
beforeAll(async () => {
  t = await startApp({}, { customers: 12, orders: 1500 });
  operator = await t.login('operator');
});
afterAll(() => t.close());

type Found = { id: number; createdAt: string; status: string };

async function list(query: string) {
  const response = await t.call({ method: 'GET', url: `/api/orders${query}`, cookie: operator });
  expect(response.statusCode).toBe(200);
  return { body: response.json() as Found[], total: Number(response.headers['x-total-count']) };
}

describe('a search sorted by creation time', () => {
  it('pages like every match sorted, newest or oldest first, filtered or not', async () => {
    const [order] = (await list('?_end=1&_sort=id&_order=asc')).body as unknown as {
      customerName: string;
    }[];
    const prefix = encodeURIComponent(order?.customerName.split(' ')[1]?.slice(0, 3) ?? '');
    for (const filter of ['', '&status_ne=cancelled']) {
      // Every match, read by id: sorted whole, not in the search index's order.
      const { total } = await list(`?q=${prefix}${filter}&_sort=id&_end=1`);
      expect(total).toBeGreaterThan(100);
      const every: Found[] = [];
      for (let start = 0; start < total; start += 100)
        every.push(
          ...(await list(`?q=${prefix}${filter}&_sort=id&_start=${start}&_end=${start + 100}`))
            .body,
        );
      expect(every).toHaveLength(total);
      if (filter) expect(every.every((found) => found.status !== 'cancelled')).toBe(true);

      for (const direction of ['desc', 'asc'] as const) {
        const sign = direction === 'desc' ? -1 : 1;
        const expected = [...every].sort(
          (a, b) => sign * (a.createdAt.localeCompare(b.createdAt) || a.id - b.id),
        );
        for (const [start, end] of [
          [0, 10],
          [3, 4],
          [95, 120],
          [total - 5, total + 5],
        ] as const) {
          const query = `?q=${prefix}${filter}&_sort=createdAt&_order=${direction}&_start=${start}&_end=${end}`;
          const page = await list(query);
          expect(
            page.body.map((found) => found.id),
            query,
          ).toEqual(expected.slice(start, end).map((found) => found.id));
          expect(page.total).toBe(total);
        }
      }
    }
  });
});
