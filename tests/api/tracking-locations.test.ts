import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouseFor } from '../../src/resources/places';
import { orderBody, packageBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';

/** Each package move records where it happened (SPEC §11). */
let t: TestApp;
let operator: string;
let customerId: number;

beforeAll(async () => {
  t = await startApp({}, { customers: 10, orders: 20 });
  operator = await t.login('operator');
  customerId = await t.firstCustomerId();
});
afterAll(() => t.close());

/** A new package of a new confirmed order, to Berlin. */
async function newPackage() {
  const order = await t.create('orders', operator, orderBody(customerId));
  const confirmed = await t.call({
    method: 'PATCH',
    url: `/api/orders/${order.id}`,
    cookie: operator,
    payload: { version: order.version, status: 'confirmed' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return t.create('packages', operator, packageBody(order.id));
}

/** Moves `pkg` to `status` (with `extra`), expects it done, and returns the package after. */
async function move(pkg: { id: number; version: number }, status: string, extra: object = {}) {
  const response = await t.call({
    method: 'PATCH',
    url: `/api/packages/${pkg.id}`,
    cookie: operator,
    payload: { version: pkg.version, status, ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const lastEvent = (pkg: { trackingEvents: { location: string }[] }) => pkg.trackingEvents.at(-1);
const hub = { city: 'Dresden', lat: 51.05, lng: 13.74 };

describe('where a package move happened', () => {
  it('is at the warehouse, then where it was last seen, then at the destination', async () => {
    let pkg = await newPackage();
    const warehouse = warehouseFor('DE').city;
    expect(warehouse).not.toBe('Berlin');
    expect(lastEvent(pkg)?.location).toBe(warehouse);

    pkg = await move(pkg, 'in_transit');
    expect(lastEvent(pkg)).toMatchObject({ status: 'in_transit', location: warehouse });

    pkg = await move(pkg, 'out_for_delivery');
    expect(lastEvent(pkg)).toMatchObject({ status: 'out_for_delivery', location: 'Berlin' });
    expect(pkg.lastLocation).toMatchObject({ city: 'Berlin' });

    pkg = await move(pkg, 'failed_attempt');
    expect(lastEvent(pkg)).toMatchObject({ status: 'failed_attempt', location: 'Berlin' });

    pkg = await move(pkg, 'out_for_delivery');
    pkg = await move(pkg, 'delivered');
    expect(lastEvent(pkg)).toMatchObject({ status: 'delivered', location: 'Berlin' });
  });

  it('is where the operator says, and a later move without a place stays there', async () => {
    let pkg = await newPackage();
    pkg = await move(pkg, 'in_transit', { lastLocation: hub });
    expect(lastEvent(pkg)).toMatchObject({ status: 'in_transit', location: 'Dresden' });
    pkg = await move(pkg, 'lost');
    expect(lastEvent(pkg)).toMatchObject({ status: 'lost', location: 'Dresden' });
  });

  it('is the given place on the last mile too', async () => {
    let pkg = await newPackage();
    pkg = await move(pkg, 'in_transit');
    pkg = await move(pkg, 'out_for_delivery', { lastLocation: hub, eventNote: 'From the depot' });
    expect(lastEvent(pkg)).toMatchObject({
      status: 'out_for_delivery',
      location: 'Dresden',
      note: 'From the depot',
    });
  });

  it('is a place the shop does not know, by its name alone', async () => {
    let pkg = await newPackage();
    pkg = await move(pkg, 'in_transit', { eventLocation: 'Depot Nord' });
    expect(lastEvent(pkg)).toMatchObject({ status: 'in_transit', location: 'Depot Nord' });
    const tooLong = await t.call({
      method: 'PATCH',
      url: `/api/packages/${pkg.id}`,
      cookie: operator,
      payload: { version: pkg.version, status: 'out_for_delivery', eventLocation: 'x'.repeat(81) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toHaveProperty('eventLocation');
  });
});
