import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, packageBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';

/** What the API says of a field a write gets wrong (SPEC §3, §5, §8). */
let t: TestApp;
let admin: string;
let customerId: number;
let orderId: number;
beforeAll(async () => {
  t = await startApp({}, { customers: 3, orders: 3 });
  admin = await t.login('admin');
  customerId = await t.firstCustomerId();
  const order = await t.db.kysely.selectFrom('orders').select('id').executeTakeFirstOrThrow();
  orderId = order.id;
});
afterAll(() => t.close());

const newOrder = (changes: object = {}) => orderBody(customerId, changes);
const newPackage = (changes: object = {}) => packageBody(orderId, changes);

async function post(resource: string, payload: object) {
  return t.call({ method: 'POST', url: `/api/${resource}`, cookie: admin, payload });
}
/** The field messages of a 422, after checking it is one. */
async function refused(resource: string, payload: object): Promise<Record<string, string[]>> {
  const response = await post(resource, payload);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().code).toBe('VALIDATION_FAILED');
  return response.json().errors;
}

describe('a country', () => {
  it('must be an assigned ISO 3166-1 alpha-2 code', async () => {
    const message = ['Use an ISO country code such as DE'];
    expect((await refused('orders', newOrder({ country: 'ZZ' }))).country).toEqual(message);
    expect((await refused('orders', newOrder({ country: 'de' }))).country).toEqual(message);
    expect((await refused('packages', newPackage({ country: 'XK' }))).country).toEqual(message);
    const user = { name: 'Zed Zone', email: 'zed@example.com', role: 'customer', country: 'EU' };
    expect((await refused('users', user)).country).toEqual(message);
  });

  it('takes any assigned code, not only the places the shop knows', async () => {
    const response = await post('orders', newOrder());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().country).toBe('AT');
  });
});

describe('a choice (enum)', () => {
  it('says Required when left out or empty', async () => {
    const { carrier: _carrier, ...noCarrier } = newPackage();
    expect((await refused('packages', noCarrier)).carrier).toEqual(['Required']);
    expect((await refused('packages', newPackage({ carrier: '' }))).carrier).toEqual(['Required']);
    expect((await refused('orders', newOrder({ currency: null }))).currency).toEqual(['Required']);
  });

  it('names the values to choose from, in words of our own, for a wrong one', async () => {
    expect((await refused('packages', newPackage({ carrier: 'boat' }))).carrier).toEqual([
      'Choose one of: dhl, ups, fedex, usps, local',
    ]);
    expect((await refused('orders', newOrder({ currency: 'JPY' }))).currency).toEqual([
      'Choose one of: EUR, USD, GBP',
    ]);
    const user = { name: 'Bo Boss', email: 'bo@example.com', role: 'boss' };
    expect((await refused('users', user)).role).toEqual([
      'Choose one of: admin, operator, viewer, customer',
    ]);
    const status = await t.call({
      method: 'PATCH',
      url: `/api/users/${customerId}`,
      cookie: admin,
      payload: { version: 1, status: 'gone' },
    });
    expect(status.statusCode).toBe(422);
    expect(status.json().errors.status).toEqual(['Choose one of: active, disabled']);
    expect(status.body).not.toContain('Invalid option');
  });
});

describe('a value of the wrong kind', () => {
  it('says Required when left out, and what it must be otherwise, never zod’s words', async () => {
    const { street: _street, ...noStreet } = newOrder();
    const errors = await refused('orders', {
      ...noStreet,
      city: 5,
      items: [{ sku: 'MUG-1', name: 'Mug', quantity: '2', unitPrice: 1250 }],
    });
    expect(errors).toEqual({
      street: ['Required'],
      city: ['Must be text'],
      'items.0.quantity': ['Must be a number'],
    });
    const weight = await refused('packages', newPackage({ weightGrams: null }));
    expect(weight.weightGrams).toEqual(['Required']);
  });
});
