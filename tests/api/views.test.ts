import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxViewsPerUser } from '../../src/resources/saved-views';
import { startApp, type TestApp } from './harness';
import { checksum } from './hostile/oracle';

/** Saved views (SPEC §11): `GET/POST/PATCH/DELETE /api/views`, each visible to its owner only. */
let t: TestApp;
let admin: string;
let operator: string;
let viewer: string;

beforeAll(async () => {
  t = await startApp({}, { customers: 10, orders: 20 });
  admin = await t.login('admin');
  operator = await t.login('operator');
  viewer = await t.login('viewer');
});
afterAll(() => t.close());

const post = (payload: unknown, cookie = operator) =>
  t.call({ method: 'POST', url: '/api/views', cookie, payload: payload as object });
const list = (cookie = operator, query = '') =>
  t.call({ method: 'GET', url: `/api/views${query}`, cookie });
const clear = () => t.db.kysely.deleteFrom('savedViews').execute();

describe('a user keeps named views of lists', () => {
  it('saves, lists, reads, renames and deletes a view', async () => {
    await clear();
    const made = await post({
      name: '  Köln shipments  ',
      resource: 'packages',
      query: '?status=in_transit&city=K%C3%B6ln',
    });
    expect(made.statusCode, made.body).toBe(201);
    const view = made.json();
    expect(view).toMatchObject({
      name: 'Köln shipments',
      resource: 'packages',
      query: 'status=in_transit&city=K%C3%B6ln',
      version: 1,
    });
    const listed = await list();
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.json()).toEqual([view]);
    expect((await list(operator, '?resource=orders')).json()).toEqual([]);
    expect(
      (await t.call({ method: 'GET', url: `/api/views/${view.id}`, cookie: operator })).json(),
    ).toEqual(view);

    const renamed = await t.call({
      method: 'PATCH',
      url: `/api/views/${view.id}`,
      cookie: operator,
      payload: { name: 'Köln this week', version: 1 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Köln this week', query: view.query, version: 2 });

    const stale = await t.call({
      method: 'PATCH',
      url: `/api/views/${view.id}`,
      cookie: operator,
      payload: { name: 'Lost', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { version: 2 } });

    const gone = await t.call({ method: 'DELETE', url: `/api/views/${view.id}`, cookie: operator });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await list()).json()).toEqual([]);
  });

  it("shows nobody another user's views, and lets nobody change them", async () => {
    await clear();
    const view = (await post({ name: 'Mine', resource: 'orders', query: 'status=pending' })).json();
    const before = await checksum(t.db);
    expect((await list(admin)).json()).toEqual([]);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Taken over', version: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.call({
        method,
        url: `/api/views/${view.id}`,
        cookie: admin,
        payload,
      });
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await checksum(t.db)).toBe(before);
    expect((await list()).json()).toEqual([view]);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    await clear();
    await post({ name: 'Pending', resource: 'orders', query: 'status=pending' });
    const before = await checksum(t.db);
    const refusals: [unknown, number, string][] = [
      [{ name: '', resource: 'orders', query: '' }, 422, 'VALIDATION_FAILED'],
      [{ name: 'x'.repeat(81), resource: 'orders', query: '' }, 422, 'VALIDATION_FAILED'],
      [{ name: 'Secrets', resource: 'sessions', query: '' }, 422, 'VALIDATION_FAILED'],
      [{ name: 'Odd', resource: 'orders', query: 'a=1\u0000' }, 422, 'VALIDATION_FAILED'],
      [
        { name: 'Long', resource: 'orders', query: 'q='.padEnd(2001, 'x') },
        422,
        'VALIDATION_FAILED',
      ],
      [{ name: 'Extra', resource: 'orders', query: '', userId: 1 }, 422, 'VALIDATION_FAILED'],
      [{ name: 'Pending', resource: 'orders', query: 'status=confirmed' }, 409, 'DUPLICATE'],
      ['not an object', 400, 'BAD_REQUEST'],
    ];
    for (const [payload, status, code] of refusals) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().code).toBe(code);
      expect(response.body).not.toMatch(/sql|sqlite|constraint|stack/i);
    }
    for (const id of ['0', 'abc', '99999999999', '-1'])
      expect(
        (await t.call({ method: 'GET', url: `/api/views/${id}`, cookie: operator })).statusCode,
      ).toBe(404);
    expect(await checksum(t.db)).toBe(before);
    // The same name on another list is another view.
    expect((await post({ name: 'Pending', resource: 'packages', query: '' })).statusCode).toBe(201);
  });

  it('keeps views only of lists the role may read, and only for a signed-in user', async () => {
    await clear();
    const refused = await post({ name: 'Staff', resource: 'users', query: '' }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(
      (await post({ name: 'Log', resource: 'activity', query: '' }, operator)).statusCode,
    ).toBe(403);
    expect((await post({ name: 'Log', resource: 'activity', query: '' }, admin)).statusCode).toBe(
      201,
    );
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/views' });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`keeps at most ${maxViewsPerUser} views per user, also when the saves race`, async () => {
    await clear();
    const saves = await Promise.all(
      Array.from({ length: maxViewsPerUser + 10 }, (_, index) =>
        post({ name: `View ${index}`, resource: 'orders', query: `q=${index}` }),
      ),
    );
    expect(saves.filter((response) => response.statusCode === 201)).toHaveLength(maxViewsPerUser);
    const refused = saves.filter((response) => response.statusCode !== 201);
    expect(refused).toHaveLength(10);
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        `You keep at most ${maxViewsPerUser} views; delete one first`,
      );
    }
    expect((await list()).headers['x-total-count']).toBe(String(maxViewsPerUser));
    // Another user's allowance is their own.
    expect((await post({ name: 'Mine', resource: 'orders', query: '' }, admin)).statusCode).toBe(
      201,
    );
  });

  it('gives one of two racing saves of one name the view, the other a DUPLICATE', async () => {
    await clear();
    const saves = await Promise.all(
      Array.from({ length: 6 }, () => post({ name: 'Same', resource: 'orders', query: '' })),
    );
    expect(saves.map((response) => response.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409,
    ]);
  });
});
