// @vitest-environment jsdom
import type { BaseRecord, GetListParams } from '@refinedev/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, type ResourceDefinition, users } from '../../../resources';
import { preloadShowParts } from '../../resources';
import ResourceShow from '../resource-show';
import { aCustomer, anOrder } from '../test/records';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../test/render';
import { customerOrders, orderPackages, relatedPage } from './record-lists';

beforeAll(async () => {
  stubBrowser();
  // As the app's route loads the page (lazy-pages.ts): with the orders' own parts.
  await preloadShowParts();
});
afterEach(cleanup);

// Shipped: whether it may be delivered depends on its packages, which the status buttons read.
const order = anOrder({ id: 7, version: 3, status: 'shipped' });

const parcel = {
  id: 70,
  trackingNumber: 'PKG-SEVENTY',
  orderId: 7,
  carrier: 'dhl',
  status: 'delivered',
  estimatedDelivery: '2026-03-04',
};

/**
 * The record page of `resource`'s record `id`, whose record comes 50 ms after it is asked for
 * and whose lists answer `rows`. `events` says in which order what was asked for and came.
 */
function openRecordPage(
  resource: ResourceDefinition,
  id: number,
  record: BaseRecord,
  rows: BaseRecord[],
) {
  const events: string[] = [];
  const listed: GetListParams[] = [];
  const dataProvider = fakeDataProvider({
    getOne: vi.fn(async () => {
      await new Promise((done) => setTimeout(done, 50));
      events.push('record came');
      return { data: record };
    }),
    getList: vi.fn(async (params: GetListParams) => {
      listed.push(params);
      events.push(`${params.resource} asked`);
      return { data: rows, total: rows.length };
    }),
  });
  renderInRefine(<ResourceShow resource={resource} />, {
    dataProvider,
    route: { resource: resource.name, action: 'show', id: String(id) },
    role: 'operator',
    // The app's: within it, a part mounting later reads the cached answer.
    staleTime: 10_000,
  });
  /** The lists of `name` asked for. */
  const asked = (name: string) => listed.filter((params) => params.resource === name);
  return { events, asked };
}

describe("an order's page", () => {
  it('asks for its packages beside the order, once for the packages card and the status buttons', async () => {
    const { events, asked } = openRecordPage(orders, 7, order, [parcel]);
    expect(await screen.findByText('PKG-SEVENTY')).toBeTruthy();
    // Every package delivered: the rule offers delivery, so it read the same page.
    expect(await screen.findByRole('button', { name: /Mark as Delivered/ })).toBeTruthy();
    expect(asked('packages')).toHaveLength(1);
    expect(asked('packages')[0]).toMatchObject(relatedPage(orderPackages, 7));
    // Asked for while the order was on its way, not once it had come.
    expect(events.indexOf('packages asked')).toBeLessThan(events.indexOf('record came'));
  });
});

describe("a customer's page", () => {
  it('asks for their orders beside the user, once, and lists them', async () => {
    const customer = { ...aCustomer(11, 'Anna Schmidt'), status: 'active', version: 1 };
    const { events, asked } = openRecordPage(users, 11, customer, [
      anOrder({ id: 8, number: 'ORD-EIGHT' }),
    ]);
    expect(await screen.findByText('ORD-EIGHT')).toBeTruthy();
    expect(asked('orders')).toHaveLength(1);
    expect(asked('orders')[0]).toMatchObject(relatedPage(customerOrders, 11));
    // Asked for while the user was on its way, not once it had come.
    expect(events.indexOf('orders asked')).toBeLessThan(events.indexOf('record came'));
  });
});
