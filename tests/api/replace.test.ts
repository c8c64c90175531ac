import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, packageBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';
import { checksum } from './hostile/oracle';

/** `PUT /api/{resource}/:id` as json-server has it (SPEC §11): the body is the whole record. */
let t: TestApp;
let admin: string;
let operator: string;
let customerId: number;

beforeAll(async () => {
  t = await startApp();
  admin = await t.login('admin');
  operator = await t.login('operator');
  customerId = await t.firstCustomerId();
});
afterAll(() => t.close());

const put = (resource: string, id: number | string, payload: unknown, cookie = operator) =>
  t.call({ method: 'PUT', url: `/api/${resource}/${id}`, cookie, payload: payload as object });
const read = async (resource: string, id: number, cookie = operator) =>
  (await t.call({ method: 'GET', url: `/api/${resource}/${id}`, cookie })).json();

/** Expects `response` refused with `status` and `code`, and the database left as `before`. */
async function expectRefused(
  response: Awaited<ReturnType<typeof put>>,
  status: number,
  code: string,
  before: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
  expect(await checksum(t.db)).toBe(before);
  return response.json();
}

describe('PUT replaces the editable fields', () => {
  it('resets what the body leaves out and ignores the server-owned fields it sends', async () => {
    const order = await t.create('orders', operator, orderBody(customerId, { note: 'Gift wrap' }));
    const items = [{ sku: 'TEE-2', name: 'T-shirt', quantity: 3, unitPrice: 1000 }];
    const response = await put('orders', order.id, {
      ...orderBody(customerId, { items, city: 'Graz' }),
      version: 1,
      id: 999,
      number: 'ORD-999999',
      amount: 1,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: order.id,
      number: order.number,
      createdAt: order.createdAt,
      items,
      amount: 3000,
      city: 'Graz',
      note: null,
      status: 'pending',
      version: 2,
    });
    const [entry] = await t.db.kysely
      .selectFrom('activity')
      .select(['action', 'changes'])
      .where('resource', '=', 'orders')
      .where('recordId', '=', String(order.id))
      .orderBy('id', 'desc')
      .execute();
    expect(entry?.action).toBe('update');
    expect(JSON.parse(entry?.changes ?? '{}')).toMatchObject({ note: ['Gift wrap', null] });
  });

  it('takes back the record as a read returned it, changed where the client changed it', async () => {
    const order = await t.create('orders', operator, orderBody(customerId));
    const record = await read('orders', order.id);
    const moved = await put('orders', order.id, { ...record, status: 'confirmed' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      ...record,
      status: 'confirmed',
      version: 2,
      updatedAt: expect.any(String),
    });

    const pkg = await t.create('packages', operator, packageBody(order.id));
    const shown = await read('packages', pkg.id);
    const edited = await put('packages', pkg.id, { ...shown, weightGrams: 900 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ orderId: order.id, weightGrams: 900, version: 2 });
  });

  it('keeps a user’s password and status when the body has none, and resets the rest', async () => {
    const user = await t.create('users', admin, {
      name: 'Put Person',
      email: 'put.person@example.com',
      role: 'operator',
      password: 'a-long-unusual-passphrase',
      phone: '+4915112345678',
      city: 'Bonn',
    });
    const response = await put(
      'users',
      user.id,
      { name: 'Put Renamed', email: 'put.person@example.com', role: 'operator', version: 1 },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Put Renamed',
      phone: null,
      city: '',
      status: 'active',
      version: 2,
    });
    await t.login({ email: 'put.person@example.com', password: 'a-long-unusual-passphrase' });
  });

  it('applies the transitions and rules of PATCH', async () => {
    const order = await t.create('orders', operator, orderBody(customerId));
    const before = await checksum(t.db);
    const body = { ...orderBody(customerId), version: 1, status: 'delivered' };
    await expectRefused(await put('orders', order.id, body), 409, 'INVALID_TRANSITION', before);
  });
});

describe('PUT refuses', () => {
  it('a stale version with the current record', async () => {
    const order = await t.create('orders', operator, orderBody(customerId));
    expect(
      (await put('orders', order.id, { ...orderBody(customerId), version: 1, note: 'a' }))
        .statusCode,
    ).toBe(200);
    const before = await checksum(t.db);
    const stale = await put('orders', order.id, { ...orderBody(customerId), version: 1 });
    const body = await expectRefused(stale, 409, 'VERSION_CONFLICT', before);
    expect(body.current).toMatchObject({ id: order.id, version: 2, note: 'a' });
  });

  it('a body without its version, a required field or with an unknown field', async () => {
    const order = await t.create('orders', operator, orderBody(customerId));
    const before = await checksum(t.db);
    const { items: _items, ...noItems } = orderBody(customerId);
    const cases: [object, string, string][] = [
      [orderBody(customerId), 'version', expect.any(String)],
      [{ ...noItems, version: 1 }, 'items', expect.any(String)],
      [{ ...orderBody(customerId), version: 1, city: '' }, 'city', 'Required'],
      [{ ...orderBody(customerId), version: 1, discount: 5 }, 'discount', 'Unknown field'],
    ];
    for (const [payload, field, message] of cases) {
      const refused = await expectRefused(
        await put('orders', order.id, payload),
        422,
        'VALIDATION_FAILED',
        before,
      );
      expect(refused.errors, JSON.stringify(payload)).toEqual({ [field]: [message] });
    }
    const notAnObject = await put('orders', order.id, [1]);
    await expectRefused(notAnObject, 400, 'BAD_REQUEST', before);
  });

  it('a change of a field fixed once created: a package’s order', async () => {
    const order = await t.create('orders', operator, orderBody(customerId));
    const other = await t.create('orders', operator, orderBody(customerId));
    const pkg = await t.create('packages', operator, packageBody(order.id));
    const before = await checksum(t.db);
    const moved = await put('packages', pkg.id, { ...packageBody(other.id), version: 1 });
    const body = await expectRefused(moved, 422, 'VALIDATION_FAILED', before);
    expect(body.errors).toEqual({ orderId: ['Cannot be changed'] });
  });

  it('stats, which are read-only, and a role that may not edit users', async () => {
    const before = await checksum(t.db);
    const stats = await put('stats', '2026-06-01', { version: 1, ordersCount: 1 }, admin);
    await expectRefused(stats, 403, 'FORBIDDEN', before);
    const adminId = (await t.call({ method: 'GET', url: '/api/auth/me', cookie: admin })).json()
      .user.id;
    const hidden = await put('users', adminId, { version: 1, name: 'X Y' });
    await expectRefused(hidden, 403, 'FORBIDDEN', before);
  });
});
