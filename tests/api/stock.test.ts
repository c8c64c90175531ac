import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, productBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';
import { checksum } from './hostile/oracle';

/** Stock (SPEC §11): confirming takes it, short is a 409, cancelling and refunding put it back. */
let t: TestApp;
let admin: string;
let operator: string;
let customerId: number;
let serial = 0;

beforeAll(async () => {
  t = await startApp({}, { customers: 10, orders: 20 });
  admin = await t.login('admin');
  operator = await t.login('operator');
  customerId = await t.firstCustomerId();
});
afterAll(() => t.close());

type Product = { id: number; sku: string; name: string; stock: number };
const newProduct = (stock: number, changes: object = {}): Promise<Product> =>
  t.create('products', admin, productBody(`STOCK-${serial++}`, { stock, ...changes }));
const lineOf = (product: Product, quantity: number, byId = true) => ({
  ...(byId ? { productId: product.id } : {}),
  sku: product.sku,
  name: product.name,
  quantity,
  unitPrice: 1250,
});
const stockOf = async (product: Product) =>
  (await t.call({ method: 'GET', url: `/api/products/${product.id}`, cookie: admin })).json()
    .stock as number;
const move = (order: { id: number; version: number }, status: string) =>
  t.call({
    method: 'PATCH',
    url: `/api/orders/${order.id}`,
    cookie: operator,
    payload: { version: order.version, status },
  });
const orderOf = (items: object[]) => t.create('orders', operator, orderBody(customerId, { items }));

describe('confirming an order', () => {
  it("takes each line's quantity from its product's stock, by id or else by sku", async () => {
    const [mugs, cups] = [await newProduct(10), await newProduct(4)];
    const order = await orderOf([
      lineOf(mugs, 3),
      lineOf(cups, 4, false),
      { sku: 'NONE', name: 'Free text', quantity: 9, unitPrice: 1 },
    ]);
    expect(await stockOf(mugs)).toBe(10);
    const confirmed = await move(order, 'confirmed');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect([await stockOf(mugs), await stockOf(cups)]).toEqual([7, 0]);
  });

  it('is refused with OUT_OF_STOCK naming every short line, taking nothing', async () => {
    const [plenty, few, none] = [await newProduct(10), await newProduct(2), await newProduct(0)];
    const order = await orderOf([lineOf(plenty, 1), lineOf(few, 3), lineOf(none, 1)]);
    const before = await checksum(t.db);
    const refused = await move(order, 'confirmed');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      messageKey: 'outOfStock',
      values: { skus: `${few.sku}, ${none.sku}` },
      lines: [
        { index: 1, sku: few.sku, wanted: 3, left: 2 },
        { index: 2, sku: none.sku, wanted: 1, left: 0 },
      ],
    });
    expect(refused.json().message).toContain(few.sku);
    expect(refused.json().errors).toEqual({
      'items.1.quantity': [`${few.sku}: 3 wanted, 2 left`],
      'items.2.quantity': [`${none.sku}: 1 wanted, 0 left`],
    });
    expect(refused.json().errorKeys['items.1.quantity']).toEqual([
      { key: 'lineShort', values: { sku: few.sku, wanted: 3, left: 2 } },
    ]);
    expect(await checksum(t.db)).toBe(before);
  });

  it('counts two lines of one product together', async () => {
    const mugs = await newProduct(5);
    const order = await orderOf([lineOf(mugs, 3), lineOf(mugs, 3)]);
    const refused = await move(order, 'confirmed');
    expect(refused.json().lines).toEqual([{ index: 0, sku: mugs.sku, wanted: 6, left: 5 }]);
  });
});

describe('cancelling and refunding', () => {
  it('puts a cancelled confirmed order back, and a cancelled pending one takes nothing', async () => {
    const mugs = await newProduct(10);
    const confirmed = (await move(await orderOf([lineOf(mugs, 4)]), 'confirmed')).json();
    expect(await stockOf(mugs)).toBe(6);
    expect((await move(confirmed, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(mugs)).toBe(10);
    const pending = await orderOf([lineOf(mugs, 2)]);
    expect((await move(pending, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(mugs)).toBe(10);
  });

  it('puts a refunded order back, and its ship and delivery take nothing more', async () => {
    const mugs = await newProduct(10);
    let order = (await move(await orderOf([lineOf(mugs, 4)]), 'confirmed')).json();
    const parcel = await t.create('packages', operator, {
      orderId: order.id,
      carrier: 'dhl',
      weightGrams: 500,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
      city: 'Vienna',
      country: 'AT',
      lat: 48.2,
      lng: 16.37,
      estimatedDelivery: '2030-01-01',
    });
    let version = parcel.version;
    for (const status of ['in_transit', 'out_for_delivery', 'delivered']) {
      const moved = await t.call({
        method: 'PATCH',
        url: `/api/packages/${parcel.id}`,
        cookie: operator,
        payload: { version, status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      version = moved.json().version;
    }
    order = (await t.call({ method: 'GET', url: `/api/orders/${order.id}`, cookie: admin })).json();
    expect(order.status).toBe('delivered');
    expect(await stockOf(mugs)).toBe(6);
    expect((await move(order, 'refunded')).statusCode).toBe(200);
    expect(await stockOf(mugs)).toBe(10);
  });

  it("moves the difference when a confirmed order's lines change", async () => {
    const mugs = await newProduct(10);
    const order = (await move(await orderOf([lineOf(mugs, 4)]), 'confirmed')).json();
    const more = await t.call({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      cookie: operator,
      payload: { version: order.version, items: [lineOf(mugs, 9)] },
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(await stockOf(mugs)).toBe(1);
    const tooMany = await t.call({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      cookie: operator,
      payload: { version: more.json().version, items: [lineOf(mugs, 11)] },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().lines).toEqual([{ index: 0, sku: mugs.sku, wanted: 11, left: 10 }]);
  });
});

describe('archived products', () => {
  it('cannot be put on a new order or a new line, but an order keeps the lines it had', async () => {
    const mugs = await newProduct(10);
    const kept = await orderOf([lineOf(mugs, 1)]);
    await t.call({
      method: 'PATCH',
      url: `/api/products/${mugs.id}`,
      cookie: admin,
      payload: { version: 1, status: 'archived' },
    });
    const before = await checksum(t.db);
    const refused = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: operator,
      payload: orderBody(customerId, { items: [lineOf(mugs, 1)] }),
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errorKeys['items.0.productId']).toEqual([
      { key: 'productArchived', values: { sku: mugs.sku } },
    ]);
    const bySku = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: operator,
      payload: orderBody(customerId, { items: [lineOf(mugs, 1, false)] }),
    });
    expect(bySku.statusCode).toBe(422);
    expect(await checksum(t.db)).toBe(before);
    const other = await newProduct(5);
    const added = await t.call({
      method: 'PATCH',
      url: `/api/orders/${kept.id}`,
      cookie: operator,
      payload: { version: kept.version, items: [lineOf(mugs, 2), lineOf(other, 1)] },
    });
    expect(added.statusCode, added.body).toBe(200);
  });

  it('refuses a line naming no product that exists', async () => {
    const refused = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: operator,
      payload: orderBody(customerId, {
        items: [{ productId: 99999, sku: 'X', name: 'X', quantity: 1, unitPrice: 1 }],
      }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorKeys['items.0.productId'][0].key).toBe('chooseProduct');
  });
});
