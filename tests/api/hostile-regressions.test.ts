import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween } from '../../src/server/stats/rollup';
import { orderBody, packageBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';

/**
 * Counterexamples the hostile-input fuzz (hostile-*.test.ts) found, kept as plain cases so each
 * fix stays proven even if the generators change.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp({}, { customers: 5, orders: 10 });
  admin = await t.login('admin');
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, cookie: admin });
/** A PATCH whose JSON is sent as written: escapes a client could send that a serializer never writes. */
const patchText = (url: string, json: string) =>
  t.call({
    method: 'PATCH',
    url,
    cookie: admin,
    headers: { 'content-type': 'application/json' },
    payload: json,
  });

describe('fuzz counterexamples', () => {
  it('names a field called hasOwnProperty, constructor or __proto__ instead of failing with 500', async () => {
    const search = await get('/api/search?hasOwnProperty=bind');
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe('Unknown search parameter: hasOwnProperty');
    const activity = await get('/api/activity?__proto__=x&constructor=y');
    expect(activity.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: '__proto__: Unknown field; constructor: Unknown field',
      messageKey: 'parameters',
      values: { problems: '__proto__: Unknown field; constructor: Unknown field' },
    });
    const summary = await get('/api/stats/summary?toString=1');
    expect(summary.statusCode).toBe(400);
    const body = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: admin,
      payload: { hasOwnProperty: 1, constructor: 2, valueOf: 3 },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors).toMatchObject({
      hasOwnProperty: ['Unknown field'],
      constructor: ['Unknown field'],
      valueOf: ['Unknown field'],
    });
  });

  it('refuses q on a resource without text fields (stats) with 400, in the list and the export', async () => {
    for (const url of ['/api/stats?q=x', '/api/stats/export.csv?q=x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
    expect((await get('/api/stats?q=')).statusCode).toBe(200);
  });

  it('answers a summary at the ends of the calendar: 400 before 1970 or for no date, never an endless loop', async () => {
    // from=0000-01-01 made the comparison period start in year -1, whose ISO text never advanced.
    for (const range of [
      'from=0000-01-01&to=0000-12-31',
      'from=0001-01-01&to=0001-01-02',
      'to=1970-01-05',
    ]) {
      const response = await get(`/api/stats/summary?${range}`);
      expect(response.statusCode, range).toBe(400);
    }
    expect((await get('/api/stats/summary?from=1970-01-01&to=1970-01-31')).statusCode).toBe(200);
    // After 9999-12-31 the ISO text is '+010000-01-01', which sorts before it: the same endless loop.
    expect((await get('/api/stats/summary?from=9999-12-01&to=9999-12-31')).statusCode).toBe(200);
    expect((await get('/api/stats/summary?to=9999-99-99')).statusCode).toBe(400);
    expect(daysBetween('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
    expect(() => daysBetween('-000001-12', '0000-01-01')).toThrow(/YYYY-MM-DD/);
  });

  it('answers numbers past the 32-bit id range and NUL characters alike on both engines (PostgreSQL failed with 500)', async () => {
    for (const [url, status] of [
      ['/api/orders/99999999999', 404],
      ['/api/orders?id=2147483648', 400],
      ['/api/orders?amount_gte=1e21', 400],
      ['/api/stats?cancelledCount_gte=-2147483649', 400],
      ['/api/stats?revenue_gte=3000000000', 200],
      ['/api/orders?city_like=%00', 400],
      ['/api/users?email=a%00b', 400],
      ['/api/activity?actorId=2147483648', 400],
      ['/api/activity?_start=-1', 400],
      ['/api/activity?_end=abc', 400],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
    }
    const viewer = await t.login('viewer');
    // No id at all is a 400 (see query-values.test.ts); a whole number past the range, a record
    // nobody may see.
    for (const [recordId, status] of [
      ['2026-01-01T00:00:00Z', 400],
      ['abc', 400],
      ['99999999999', 403],
      ['1e3', 400],
    ] as const) {
      const history = await t.call({
        method: 'GET',
        url: `/api/activity?resource=packages&recordId=${recordId}`,
        cookie: viewer,
      });
      expect(history.statusCode, recordId).toBe(status);
    }
    const note = await t.call({
      method: 'PATCH',
      url: '/api/orders/1',
      cookie: admin,
      payload: {
        version: 1,
        note: 'a\u0000b',
        items: [{ sku: 'A\u0000', name: 'x', quantity: 1, unitPrice: 1 }],
      },
    });
    expect(note.statusCode).toBe(422);
    expect(note.json().errors).toEqual({
      note: ['May not contain NUL characters'],
      'items.0.sku': ['May not contain NUL characters'],
    });
  });

  it('answers a URL that does not decode or a path segment over the limit in the catalogue shape', async () => {
    for (const url of [
      '/api/orders/%ZZ',
      '/api/orders/%E0%A4%A',
      `/api/orders/${'9'.repeat(300)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'The URL is not valid',
        messageKey: 'urlInvalid',
        values: {},
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses an unpaired surrogate instead of acknowledging text it stores differently', async () => {
    // The profile answered "lone \ud800" while the database held "lone \ufffd" (found by the auth fuzz).
    const profile = await patchText('/api/auth/me', '{"name":"lone \\ud800 surrogate"}');
    expect(profile.statusCode).toBe(422);
    expect(profile.json().errors.name).toEqual([
      'Contains a broken character (an unpaired UTF-16 surrogate)',
    ]);
    const order = await patchText('/api/orders/1', '{"version":1,"note":"\\udfff","\\ud83d":1}');
    expect(order.statusCode).toBe(422);
    expect(Object.keys(order.json().errors).sort()).toEqual(['?', 'note']);
    const pair = await patchText('/api/auth/me', '{"name":"Ada \\ud83d\\ude00"}');
    expect(pair.statusCode).toBe(200);
    expect(pair.json().user.name).toBe('Ada 😀');
  });

  it('refuses a reference past the id range with 422 (PostgreSQL failed the lookup with 500)', async () => {
    const order = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: admin,
      payload: orderBody(9007199254740991),
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.customerId).toEqual(['Choose a customer']);
    const pkg = await t.call({
      method: 'POST',
      url: '/api/packages',
      cookie: admin,
      payload: { orderId: 2147483648 },
    });
    expect(pkg.json().errors.orderId).toEqual(['Choose an order']);
  });

  it('refuses a date that has the shape of one but is none (2026-02-30 was stored)', async () => {
    const order = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: admin,
      payload: orderBody(await t.firstCustomerId()),
    });
    expect(order.statusCode).toBe(201);
    const orderId = order.json().id;
    for (const day of ['2026-02-30', '9999-99-99', '0000-00-00', '2025-02-29']) {
      const response = await t.call({
        method: 'POST',
        url: '/api/packages',
        cookie: admin,
        payload: packageBody(orderId, { estimatedDelivery: day }),
      });
      expect(response.statusCode, day).toBe(422);
      expect(response.json().errors.estimatedDelivery).toEqual(['There is no such day']);
    }
    const leap = await t.call({
      method: 'POST',
      url: '/api/packages',
      cookie: admin,
      payload: packageBody(orderId, { estimatedDelivery: '2028-02-29' }),
    });
    expect(leap.statusCode).toBe(201);
  });
});
