import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBatch } from '../../src/server/routes/export';
import { parseCsv } from './csv';
import { startApp, type TestApp } from './harness';

/**
 * The CSV export lists the rows in the list's order, sort for sort, across many keyset batches:
 * the batch is made small so that a few hundred seeded rows cross dozens of batch boundaries,
 * ties on the sort's column and the edge between a nullable column's NULLs and its values.
 */
let t: TestApp;
let admin: string;
const batchRows = 7;
const savedBatchRows = exportBatch.rows;

beforeAll(async () => {
  t = await startApp();
  admin = await t.login('admin');
  exportBatch.rows = batchRows;
});
afterAll(async () => {
  exportBatch.rows = savedBatchRows;
  await t.close();
});

/** Every row of the list for `query`, page by page (100 at most per page), as the rows' ids. */
async function listIds(resource: string, query: string, idField = 'id') {
  const ids: string[] = [];
  for (let start = 0; ; start += 100) {
    const page = await t.call({
      method: 'GET',
      url: `/api/${resource}?${query}&_start=${start}&_end=${start + 100}`,
      cookie: admin,
    });
    expect(page.statusCode, page.body).toBe(200);
    const rows: Record<string, unknown>[] = page.json();
    ids.push(...rows.map((row) => String(row[idField])));
    if (rows.length < 100) return ids;
  }
}

/** The export's rows for `query`, as their ids, and the values of `column` along them. */
async function exportRows(resource: string, query: string, column: string, idField = 'id') {
  const response = await t.call({
    method: 'GET',
    url: `/api/${resource}/export.csv?${query}`,
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  const [header = [], ...records] = parseCsv(response.body);
  const at = (name: string) => header.indexOf(name);
  return {
    ids: records.map((record) => record[at(idField)] ?? ''),
    values: records.map((record) => record[at(column)] ?? ''),
  };
}

describe('CSV export order', () => {
  it.each([
    ['orders', '_sort=amount&_order=desc', 'amount'],
    ['orders', '_sort=amount&_order=asc', 'amount'],
    ['orders', '_sort=city&_order=asc', 'city'],
    ['orders', '_sort=customerName&_order=desc', 'customerName'],
    ['orders', '_sort=number&_order=desc', 'number'],
    ['orders', '_sort=status,amount&_order=asc,desc', 'status'],
    ['orders', '_sort=country,city,amount&_order=desc,asc,desc', 'city'],
    ['orders', 'status=delivered&_sort=amount&_order=desc', 'amount'],
    ['orders', '', 'createdAt'],
    ['packages', '_sort=deliveredAt&_order=asc', 'deliveredAt'],
    ['packages', '_sort=deliveredAt&_order=desc', 'deliveredAt'],
    ['packages', '_sort=shippedAt,deliveredAt&_order=desc,asc', 'shippedAt'],
    ['packages', '_sort=status,deliveredAt&_order=asc,desc', 'deliveredAt'],
    ['packages', '_sort=carrier&_order=desc', 'carrier'],
    ['users', '_sort=lastLoginAt&_order=desc', 'lastLoginAt'],
    // A search's matches: their ids read in order once, their rows by id a batch at a time.
    ['orders', 'q=a&_sort=amount&_order=desc', 'amount'],
    ['orders', 'q=a', 'createdAt'],
    ['orders', 'q=a&currency=EUR&_sort=city&_order=asc', 'city'],
    ['packages', 'q=0&_sort=deliveredAt&_order=desc', 'deliveredAt'],
  ])('%s ?%s lists as the list does', async (resource, query, column) => {
    const expected = await listIds(resource, query);
    expect(expected.length).toBeGreaterThan(3 * batchRows);
    const exported = await exportRows(resource, query, column);
    expect(exported.ids).toEqual(expected);
  });

  it('walks a nullable column across its NULLs and its values, each longer than a batch', async () => {
    for (const order of ['asc', 'desc']) {
      const query = `_sort=deliveredAt&_order=${order}`;
      const { ids, values } = await exportRows('packages', query, 'deliveredAt');
      const nulls = values.filter((value) => value === '').length;
      expect(nulls).toBeGreaterThan(batchRows);
      expect(values.length - nulls).toBeGreaterThan(batchRows);
      // Empty first going up, last going down, as the list orders NULLs.
      const firstValue = values.findIndex((value) => value !== '');
      expect(order === 'asc' ? firstValue : values.lastIndexOf('') + 1).toBe(
        order === 'asc' ? nulls : values.length,
      );
      expect(ids).toEqual(await listIds('packages', query));
    }
  });

  it('sorts the days of stats by their date id', async () => {
    for (const order of ['asc', 'desc']) {
      const query = `_sort=date&_order=${order}`;
      const expected = await listIds('stats', query, 'date');
      expect(expected.length).toBeGreaterThan(3 * batchRows);
      expect((await exportRows('stats', query, 'date', 'date')).ids).toEqual(expected);
    }
  });

  it('ignores paging but keeps the sort', async () => {
    const query = '_sort=amount&_order=desc';
    const { ids } = await exportRows('orders', `${query}&_start=0&_end=5`, 'amount');
    expect(ids).toEqual(await listIds('orders', query));
  });

  it('refuses an unknown sort field or order with 400, as the list does', async () => {
    for (const query of [
      '_sort=bogus',
      '_order=sideways',
      '_sort=amount&_order=sideways',
      '_sort=items',
      '_sort=a,b,c,d,e,f',
    ]) {
      const response = await t.call({
        method: 'GET',
        url: `/api/orders/export.csv?${query}`,
        cookie: admin,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('BAD_REQUEST');
    }
  });
});
