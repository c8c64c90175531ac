import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

/**
 * Values a list, an export or the activity log cannot read are a 400 naming the parameter
 * (SPEC §7, §8), never an empty answer that looks like "nothing matched".
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, cookie: admin });

async function expectBadRequest(url: string, names: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(400);
  expect(response.json().code, url).toBe('BAD_REQUEST');
  expect(response.json().message, url).toContain(names);
}

describe('date filters', () => {
  it.each([
    ['/api/orders?createdAt_gte=notadate', 'createdAt_gte'],
    ['/api/orders?createdAt_gte=2026-13-45', 'createdAt_gte'],
    ['/api/orders?createdAt_lte=2026-02-30', 'createdAt_lte'],
    ['/api/orders?createdAt_gte=2026-06-01T24:00:00Z', 'createdAt_gte'],
    ['/api/orders?createdAt_gte=2026-06-01T10:00:00%2B02:00', 'createdAt_gte'],
    ['/api/orders?createdAt_gte=1780000000000', 'createdAt_gte'],
    ['/api/orders?updatedAt=yesterday', 'updatedAt'],
    ['/api/packages?estimatedDelivery_gte=garbage', 'estimatedDelivery_gte'],
    ['/api/packages?estimatedDelivery_lte=2026-06-01T00:00:00.000Z', 'estimatedDelivery_lte'],
    ['/api/packages?deliveredAt_ne=2026-6-1', 'deliveredAt_ne'],
    ['/api/stats?date_gte=x', 'date_gte'],
    ['/api/stats?date_lte=2025-02-29', 'date_lte'],
    ['/api/stats?id=2026-00-10', 'id'],
    ['/api/orders/export.csv?createdAt_gte=notadate', 'createdAt_gte'],
  ])('%s is a 400 naming %s', async (url, names) => {
    await expectBadRequest(url, names);
  });

  it("keeps taking what the app's range filters send, and dates on a timestamp", async () => {
    for (const url of [
      '/api/orders?createdAt_gte=2026-05-31T22:00:00.000Z&createdAt_lte=2026-06-30T21:59:59.999Z',
      '/api/orders?createdAt_gte=2026-06-01T00:00:00.000Z&createdAt_lte=2026-06-01T23:59:59.999Z',
      '/api/orders?createdAt_gte=2026-06-01&createdAt_lte=2026-06-30',
      '/api/orders?createdAt_gte=2026-06-01T10:00Z',
      '/api/orders?createdAt_like=2026-06',
      '/api/packages?estimatedDelivery_gte=2026-06-01&estimatedDelivery_lte=2026-07-31',
      '/api/packages?deliveredAt_gte=2024-02-29T00:00:00Z',
      '/api/stats?date_gte=2026-06-01&date_lte=2026-06-30',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
    }
    const days = await get('/api/stats?date_gte=2026-06-01&date_lte=2026-06-30&_end=100');
    expect(days.json()).toHaveLength(30);
  });

  it('compares a shorter instant as the instant it is, not as text', async () => {
    const [newest] = (await get('/api/orders?_sort=createdAt&_order=desc&_end=1')).json();
    const minute = `${newest.createdAt.slice(0, 16)}Z`;
    const from = await get(`/api/orders?createdAt_gte=${minute}&_sort=createdAt&_order=desc`);
    expect(from.statusCode).toBe(200);
    expect(from.json().map((row: { id: number }) => row.id)).toContain(newest.id);
  });
});

describe('activity log query', () => {
  it('refuses an unknown sort field or order with 400, not 422', async () => {
    await expectBadRequest('/api/activity?_sort=bogus', 'bogus');
    await expectBadRequest('/api/activity?_sort=id', 'Unknown sort field');
    await expectBadRequest('/api/activity?_sort=at&_order=sideways', '_order');
    for (const url of ['/api/activity?_sort=at', '/api/activity?_sort=at&_order=asc'])
      expect((await get(url)).statusCode, url).toBe(200);
  });

  it('refuses a record id that is no id with 400', async () => {
    for (const recordId of ['abc', '1e3', '0', '-1', '1.5', '2026-06-01'])
      await expectBadRequest(`/api/activity?recordId=${recordId}`, 'recordId');
    await expectBadRequest('/api/activity?resource=orders&recordId=abc', 'recordId');
    await expectBadRequest('/api/activity?resource=stats&recordId=7', 'recordId');
    for (const url of [
      '/api/activity?recordId=1',
      '/api/activity?resource=orders&recordId=1',
      '/api/activity?resource=stats&recordId=2026-06-01',
      '/api/activity?recordId=',
    ])
      expect((await get(url)).statusCode, url).toBe(200);
  });

  it('refuses a malformed record id to any role before asking whether it may see it', async () => {
    const viewer = await t.login('viewer');
    const history = await t.call({
      method: 'GET',
      url: '/api/activity?resource=packages&recordId=abc',
      cookie: viewer,
    });
    expect(history.statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/activity?recordId=abc' })).statusCode).toBe(
      401,
    );
  });
});
