import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../src/server/plugins/events';
import { orderBody, packageBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';

/** The order follows its packages (SPEC §11): shipped when one leaves, delivered when all are. */
let t: TestApp;
let operator: string;
let customerId: number;

beforeAll(async () => {
  t = await startApp({}, { customers: 10, orders: 20 });
  operator = await t.login('operator');
  customerId = await t.firstCustomerId();
});
afterAll(() => t.close());

async function patch(resource: string, record: { id: number; version: number }, changes: object) {
  const response = await t.call({
    method: 'PATCH',
    url: `/api/${resource}/${record.id}`,
    cookie: operator,
    payload: { version: record.version, ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const orderNow = async (id: number) =>
  (await t.call({ method: 'GET', url: `/api/orders/${id}`, cookie: operator })).json();
const historyOf = async (id: number) =>
  (
    await t.call({
      method: 'GET',
      url: `/api/activity?resource=orders&recordId=${id}`,
      cookie: operator,
    })
  ).json();

/** Moves a package through `states`, answering it after the last. */
async function walk(pkg: { id: number; version: number }, states: readonly string[]) {
  let now = pkg;
  for (const status of states) now = await patch('packages', now, { status });
  return now;
}

describe('an order following its packages', () => {
  it('ships when its first package leaves and is delivered with its last, as the system', async () => {
    const order = await patch('orders', await t.create('orders', operator, orderBody(customerId)), {
      status: 'confirmed',
    });
    const first = await t.create('packages', operator, packageBody(order.id));
    const second = await t.create('packages', operator, packageBody(order.id));
    const events: ChangeEvent[] = [];
    const stop = t.app.events.subscribe((event) => events.push(event));

    const firstLeft = await walk(first, ['in_transit']);
    const shipped = await orderNow(order.id);
    expect(shipped).toMatchObject({ status: 'shipped', version: order.version + 1 });
    expect(events.filter((event) => event.resource === 'orders')).toMatchObject([
      { id: order.id, action: 'updated' },
    ]);
    stop();
    const [shipping] = await historyOf(order.id);
    expect(shipping).toMatchObject({
      action: 'status',
      actorId: null,
      changes: { status: ['confirmed', 'shipped'], package: [null, first.trackingNumber] },
    });

    // A second package leaving, or the first delivered, moves it no further.
    await walk(second, ['in_transit']);
    await walk(firstLeft, ['out_for_delivery', 'delivered']);
    expect((await orderNow(order.id)).status).toBe('shipped');

    const secondNow = (
      await t.call({ method: 'GET', url: `/api/packages/${second.id}`, cookie: operator })
    ).json();
    await walk(secondNow, ['out_for_delivery', 'delivered']);
    expect(await orderNow(order.id)).toMatchObject({
      status: 'delivered',
      version: order.version + 2,
    });
    const [delivering] = await historyOf(order.id);
    expect(delivering).toMatchObject({
      actorId: null,
      changes: { status: ['shipped', 'delivered'], package: [null, second.trackingNumber] },
    });
  });

  it('leaves a pending order pending, and the manual moves as they were', async () => {
    const pending = await t.create('orders', operator, orderBody(customerId));
    const parcel = await t.create('packages', operator, packageBody(pending.id));
    await walk(parcel, ['in_transit']);
    expect(await orderNow(pending.id)).toMatchObject({ status: 'pending', version: 1 });

    const order = await patch('orders', await t.create('orders', operator, orderBody(customerId)), {
      status: 'confirmed',
    });
    await t.create('packages', operator, packageBody(order.id));
    const byHand = await patch('orders', order, { status: 'shipped' });
    expect(byHand.status).toBe('shipped');
    expect((await historyOf(order.id))[0].actorId).not.toBeNull();
  });

  it('does not move when a package of it is lost', async () => {
    const order = await patch('orders', await t.create('orders', operator, orderBody(customerId)), {
      status: 'confirmed',
    });
    const parcel = await t.create('packages', operator, packageBody(order.id));
    await walk(parcel, ['in_transit', 'lost']);
    expect((await orderNow(order.id)).status).toBe('shipped');
  });
});
