import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, productBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';
import { checksum } from './hostile/oracle';

/** Products (SPEC §11): the catalogue, who may change what of it, and what a direct edit may set. */
let t: TestApp;
let admin: string;
let operator: string;
let viewer: string;
let serial = 0;

beforeAll(async () => {
  t = await startApp({}, { customers: 10, orders: 20 });
  admin = await t.login('admin');
  operator = await t.login('operator');
  viewer = await t.login('viewer');
});
afterAll(() => t.close());

const newSku = () => `TEST-${serial++}`;
const patch = (id: number, payload: object, cookie = admin) =>
  t.call({ method: 'PATCH', url: `/api/products/${id}`, cookie, payload });

describe('the catalogue', () => {
  it('is seeded, searchable by sku and name, and sorted by its columns', async () => {
    const bySku = await t.call({ method: 'GET', url: '/api/products?q=TEE-ORG', cookie: viewer });
    expect(bySku.statusCode, bySku.body).toBe(200);
    expect(bySku.json().map((product: { sku: string }) => product.sku)).toEqual(
      expect.arrayContaining(['TEE-ORG-WHT', 'TEE-ORG-BLK']),
    );
    const byName = await t.call({ method: 'GET', url: '/api/products?q=hoodie', cookie: viewer });
    expect(byName.json().map((product: { name: string }) => product.name)).toContain(
      'Merino hoodie, grey',
    );
    const sorted = await t.call({
      method: 'GET',
      url: '/api/products?_sort=stock&_order=desc&_end=5&status=active',
      cookie: viewer,
    });
    const stocks = sorted.json().map((product: { stock: number }) => product.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
    expect(Number(sorted.headers['x-total-count'])).toBeGreaterThan(150);
  });

  it('lets an admin create, edit, archive and delete a product, starting active', async () => {
    const made = await t.create('products', admin, productBody(newSku()));
    expect(made).toMatchObject({ status: 'active', stock: 10, version: 1 });
    const renamed = await patch(made.id, { version: 1, name: 'Big mug', unitPrice: 1500 });
    expect(renamed.json()).toMatchObject({ name: 'Big mug', unitPrice: 1500, version: 2 });
    const archived = await patch(made.id, { version: 2, status: 'archived' });
    expect(archived.json().status).toBe('archived');
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/products/${made.id}`,
      cookie: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('lets an operator change the stock and nothing else, naming the field refused', async () => {
    const made = await t.create('products', admin, productBody(newSku()));
    const stocked = await patch(made.id, { version: 1, stock: 25 }, operator);
    expect(stocked.json()).toMatchObject({ stock: 25, version: 2 });
    // The whole record sent back, only the stock changed, as a form sends it.
    const form = await patch(
      made.id,
      { ...productBody(made.sku), version: 2, stock: 30 },
      operator,
    );
    expect(form.statusCode, form.body).toBe(200);
    const before = await checksum(t.db);
    const renamed = await patch(made.id, { version: 3, name: 'Renamed', stock: 31 }, operator);
    expect(renamed.statusCode, renamed.body).toBe(403);
    expect(renamed.json()).toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'roleMayNotChange',
      errors: { name: [expect.any(String)] },
    });
    expect(Object.keys(renamed.json().errors)).toEqual(['name']);
    expect(await checksum(t.db)).toBe(before);
    const created = await t.call({
      method: 'POST',
      url: '/api/products',
      cookie: operator,
      payload: productBody(newSku()),
    });
    expect(created.statusCode).toBe(403);
  });

  it('lets a viewer read only', async () => {
    const made = await t.create('products', admin, productBody(newSku()));
    expect(
      (await t.call({ method: 'GET', url: `/api/products/${made.id}`, cookie: viewer })).statusCode,
    ).toBe(200);
    expect((await patch(made.id, { version: 1, stock: 1 }, viewer)).statusCode).toBe(403);
  });

  it.each([
    [{ stock: -1 }, 'stock'],
    [{ stock: 1.5 }, 'stock'],
    [{ sku: 'lower-case' }, 'sku'],
    [{ sku: 'A'.repeat(41) }, 'sku'],
    [{ name: '' }, 'name'],
    [{ unitPrice: -5 }, 'unitPrice'],
    [{ currency: 'CHF' }, 'currency'],
  ])('refuses %o with a 422 on that field', async (changes, field) => {
    const made = await t.create('products', admin, productBody(newSku()));
    const before = await checksum(t.db);
    const response = await patch(made.id, { version: 1, ...changes });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect(await checksum(t.db)).toBe(before);
  });

  it('keeps each sku once', async () => {
    const sku = newSku();
    await t.create('products', admin, productBody(sku));
    const again = await t.call({
      method: 'POST',
      url: '/api/products',
      cookie: admin,
      payload: productBody(sku),
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe('DUPLICATE');
  });

  it('lets an order line name a product by id', async () => {
    const product = await t.create('products', admin, productBody(newSku()));
    const customerId = await t.firstCustomerId();
    const line = {
      productId: product.id,
      sku: product.sku,
      name: product.name,
      quantity: 1,
      unitPrice: 1250,
    };
    const order = await t.create('orders', operator, orderBody(customerId, { items: [line] }));
    expect(order.items).toEqual([line]);
  });
});
