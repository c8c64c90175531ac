// @vitest-environment jsdom
import type { GetListParams } from '@refinedev/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, users } from '../../../resources';
import ResourceShow from '../resource-show';
import { preloadShowParts } from '../slots';
import { aCustomer, anOrder } from '../test/records';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../test/render';
import { customerOrders, orderPackagesPage, relatedPage } from './record-lists';

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

describe("an order's page", () => {
  it('asks for its packages beside the order, once for the packages card and the status buttons', async () => {
    const events: string[] = [];
    const listed: GetListParams[] = [];
    const dataProvider = fakeDataProvider({
      getOne: vi.fn(async () => {
        events.push('order asked');
        await new Promise((done) => setTimeout(done, 50));
        events.push('order came');
        return { data: order };
      }),
      getList: vi.fn(async (params: GetListParams) => {
        listed.push(params);
        events.push(`${params.resource} asked`);
        return { data: [parcel], total: 1 };
      }),
    });
    renderInRefine(<ResourceShow resource={orders} />, {
      dataProvider,
      route: { resource: 'orders', action: 'show', id: '7' },
      role: 'operator',
      // The app's: within it, a part mounting later reads the cached answer.
      staleTime: 10_000,
    });
    expect(await screen.findByText('PKG-SEVENTY')).toBeTruthy();
    // Every package delivered: the rule offers delivery, so it read the same page.
    expect(await screen.findByRole('button', { name: /Mark as Delivered/ })).toBeTruthy();
    const packages = listed.filter((params) => params.resource === 'packages');
    expect(packages).toHaveLength(1);
    expect(packages[0]).toMatchObject(orderPackagesPage(7));
    // Asked for while the order was on its way, not once it had come.
    expect(events.indexOf('packages asked')).toBeLessThan(events.indexOf('order came'));
  });
});

describe("a customer's page", () => {
  it('asks for their orders beside the user, once, and lists them', async () => {
    const events: string[] = [];
    const listed: GetListParams[] = [];
    const dataProvider = fakeDataProvider({
      getOne: vi.fn(async () => {
        events.push('user asked');
        await new Promise((done) => setTimeout(done, 50));
        events.push('user came');
        return { data: { ...aCustomer(11, 'Anna Schmidt'), status: 'active', version: 1 } };
      }),
      getList: vi.fn(async (params: GetListParams) => {
        listed.push(params);
        events.push(`${params.resource} asked`);
        return { data: [anOrder({ id: 8, number: 'ORD-EIGHT' })], total: 1 };
      }),
    });
    renderInRefine(<ResourceShow resource={users} />, {
      dataProvider,
      route: { resource: 'users', action: 'show', id: '11' },
      role: 'operator',
      staleTime: 10_000,
    });
    expect(await screen.findByText('ORD-EIGHT')).toBeTruthy();
    const asked = listed.filter((params) => params.resource === 'orders');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject(relatedPage(customerOrders, 11));
    // Asked for while the user was on its way, not once it had come.
    expect(events.indexOf('orders asked')).toBeLessThan(events.indexOf('user came'));
  });
});
