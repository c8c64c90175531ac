// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, resources, stats, users, writtenByAnyone } from '../../resources';
import ResourceShow from './resource-show';
import { aUser } from './test/records';
import { fakeDataProvider, renderInRefine, stubBrowser } from './test/render';

beforeAll(stubBrowser);
afterEach(cleanup);

/** A pending order, as the server answers it. */
const order = {
  id: 7,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  version: 1,
  number: 'ORD-000007',
  customerId: 3,
  customerName: 'Anna Schmidt',
  status: 'pending',
  items: [],
  amount: 0,
  currency: 'EUR',
  street: 'Lindenweg 7',
  city: 'Leipzig',
  postalCode: '04103',
  country: 'DE',
};

describe('a record page', () => {
  it('has a history where people write the records, and none for the stats, which nobody writes', () => {
    expect(resources.filter(writtenByAnyone).map((resource) => resource.name)).toEqual([
      'orders',
      'packages',
      'products',
      'users',
    ]);
  });

  it('shows a day of the stats without tabs: its figures, no history that could only be empty', async () => {
    const day = {
      id: '2026-11-28',
      date: '2026-11-28',
      ordersCount: 22,
      revenue: 150528,
      averageOrderValue: 6842,
      newCustomers: 0,
      packagesShipped: 34,
      packagesDelivered: 36,
      onTimeRate: 0.972,
      cancelledCount: 0,
    };
    const dataProvider = fakeDataProvider({ getOne: vi.fn(async () => ({ data: day })) });
    renderInRefine(<ResourceShow resource={stats} />, {
      dataProvider,
      route: { resource: 'stats', action: 'show', id: day.id },
    });
    expect(await screen.findByText('The day at a glance')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(dataProvider.getList).not.toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'activity' }),
    );
  });

  it("shows an order's details and its history as tabs", async () => {
    const dataProvider = fakeDataProvider({ getOne: vi.fn(async () => ({ data: order })) });
    renderInRefine(<ResourceShow resource={orders} />, {
      dataProvider,
      route: { resource: 'orders', action: 'show', id: '7' },
    });
    expect(await screen.findByRole('tab', { name: 'History' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Details' })).toBeTruthy();
  });

  it('says why a confirmed order without packages cannot ship, and offers adding one', async () => {
    const showOrder = (options: Parameters<typeof renderInRefine>[1] = {}) =>
      renderInRefine(<ResourceShow resource={orders} />, {
        dataProvider: fakeDataProvider({
          getOne: vi.fn(async () => ({ data: { ...order, status: 'confirmed' } })),
        }),
        route: { resource: 'orders', action: 'show', id: '7' },
        ...options,
      });
    showOrder();
    // By text: a query by role walks the whole page's accessibility tree, seconds in jsdom here.
    const note = await screen.findByText('Add a package to ship this order');
    expect(note.closest('button')).toBeTruthy();
    cleanup();

    // A role that may not add packages sees no advice it cannot follow.
    const can = vi.fn(async ({ resource, action }: { resource?: string; action: string }) => ({
      can: !(resource === 'packages' && action === 'create'),
    }));
    showOrder({ accessControlProvider: { can } });
    expect(await screen.findByText('Mark as Cancelled')).toBeTruthy();
    expect(screen.queryByText('Add a package to ship this order')).toBeNull();
  });

  it('gives no shipping advice once the order has a package', async () => {
    const dataProvider = fakeDataProvider({
      getOne: vi.fn(async () => ({ data: { ...order, status: 'confirmed' } })),
      getList: vi.fn(async () => ({ data: [{ id: 1, status: 'label_created' }], total: 1 })),
    });
    renderInRefine(<ResourceShow resource={orders} />, {
      dataProvider,
      route: { resource: 'orders', action: 'show', id: '7' },
    });
    expect(await screen.findByText('Mark as Shipped')).toBeTruthy();
    expect(screen.queryByText('Add a package to ship this order')).toBeNull();
  });

  it('offers no Delete on an order that has shipped, as the server refuses it', async () => {
    const showOrder = (status: string) =>
      renderInRefine(<ResourceShow resource={orders} />, {
        dataProvider: fakeDataProvider({
          getOne: vi.fn(async () => ({ data: { ...order, status } })),
          getList: vi.fn(async () => ({
            data: [{ id: 1, status: status === 'pending' ? 'label_created' : 'delivered' }],
            total: 1,
          })),
        }),
        route: { resource: 'orders', action: 'show', id: '7' },
      });
    showOrder('pending');
    expect(await screen.findByText('Mark as Confirmed')).toBeTruthy();
    expect(screen.getByText('Delete')).toBeTruthy();
    for (const status of ['shipped', 'delivered', 'refunded']) {
      cleanup();
      showOrder(status);
      // The record's number titles the page once the record itself has come, Delete with it.
      expect((await screen.findAllByText('ORD-000007')).length).toBeGreaterThan(0);
      expect(screen.queryByText('Delete')).toBeNull();
    }
  });

  it.each([
    { status: 'cancelled', packages: ['in_transit', 'label_created'], offered: false },
    { status: 'confirmed', packages: ['out_for_delivery'], offered: false },
    { status: 'cancelled', packages: ['label_created'], offered: true },
    { status: 'confirmed', packages: [], offered: true },
  ])(
    'offers Delete on a $status order with packages $packages: $offered (none may have left the warehouse)',
    async ({ status, packages, offered }) => {
      renderInRefine(<ResourceShow resource={orders} />, {
        dataProvider: fakeDataProvider({
          getOne: vi.fn(async () => ({ data: { ...order, status } })),
          getList: vi.fn(async () => ({
            data: packages.map((packageStatus, index) => ({
              id: index + 1,
              trackingNumber: `PKG-${index + 1}`,
              status: packageStatus,
            })),
            total: packages.length,
          })),
        }),
        route: { resource: 'orders', action: 'show', id: '7' },
      });
      // Once the page knows the packages: its card lists them, or it advises adding one.
      await screen.findByText(packages.length > 0 ? 'PKG-1' : 'Add a package to ship this order');
      expect(screen.queryByText('Delete') !== null).toBe(offered);
    },
  );

  it('says how many packages of a shipped order are delivered while not all are', async () => {
    const dataProvider = fakeDataProvider({
      getOne: vi.fn(async () => ({ data: { ...order, status: 'shipped' } })),
      getList: vi.fn(async () => ({
        data: [
          { id: 1, status: 'delivered' },
          { id: 2, status: 'in_transit' },
          { id: 3, status: 'out_for_delivery' },
        ],
        total: 3,
      })),
    });
    const showOrder = (options: Parameters<typeof renderInRefine>[1] = {}) =>
      renderInRefine(<ResourceShow resource={orders} />, {
        dataProvider,
        route: { resource: 'orders', action: 'show', id: '7' },
        // The app's: a part mounting later reads the packages already loaded.
        staleTime: 10_000,
        ...options,
      });
    showOrder();
    expect(
      await screen.findByText('Delivered once every package is: 1 of 3 delivered'),
    ).toBeTruthy();
    expect(screen.queryByText('Mark as Delivered')).toBeNull();
    // The packages card's request answers the note too.
    const packageRequests = dataProvider.getList.mock.calls.filter(
      ([params]) => params.resource === 'packages',
    );
    expect(packageRequests).toHaveLength(1);
    cleanup();

    // A role that may not move the order misses no button, so it is told nothing.
    showOrder({
      role: 'viewer',
      accessControlProvider: { can: async ({ action }) => ({ can: action !== 'edit' }) },
    });
    expect(await screen.findByText('In transit')).toBeTruthy();
    expect(screen.queryByText(/Delivered once every package is/)).toBeNull();
  });

  it('gives no delivery note once every package is delivered', async () => {
    renderInRefine(<ResourceShow resource={orders} />, {
      dataProvider: fakeDataProvider({
        getOne: vi.fn(async () => ({ data: { ...order, status: 'shipped' } })),
        getList: vi.fn(async () => ({ data: [{ id: 1, status: 'delivered' }], total: 1 })),
      }),
      route: { resource: 'orders', action: 'show', id: '7' },
    });
    expect(await screen.findByText('Mark as Delivered')).toBeTruthy();
    expect(screen.queryByText(/Delivered once every package is/)).toBeNull();
  });

  it.each([
    { who: 'a customer with orders', id: 20, orders: 27, offered: false },
    { who: 'a customer without orders', id: 20, orders: 0, offered: true },
    { who: 'your own account', id: 1, orders: 0, offered: false },
  ])(
    'offers Delete on the page of $who: $offered (the server refuses the rest)',
    async ({ id, orders: count, offered }) => {
      const user = aUser({ id, name: 'Martina Gómez', role: 'customer' });
      const dataProvider = fakeDataProvider({
        getOne: vi.fn(async () => ({ data: user })),
        getList: vi.fn(async () => ({
          data: Array.from({ length: Math.min(count, 10) }, (_, index) => ({
            id: index + 1,
            number: `ORD-00000${index + 1}`,
            status: 'delivered',
          })),
          total: count,
        })),
      });
      renderInRefine(<ResourceShow resource={users} />, {
        dataProvider,
        route: { resource: 'users', action: 'show', id: String(id) },
        // The admin signed in is user 1.
        userId: 1,
        // The app's: a part mounting later reads the orders already loaded.
        staleTime: 10_000,
      });
      // Once the page knows the orders: its card lists them, or says there are none.
      await screen.findByText(count > 0 ? 'ORD-000001' : 'No orders yet');
      await vi.waitFor(() =>
        expect(dataProvider.getList.mock.results.some((result) => result.type === 'return')).toBe(
          true,
        ),
      );
      expect(screen.queryByText('Delete') !== null).toBe(offered);
      // Disabling is what the server asks for instead, but not of yourself: it refuses that too.
      expect(screen.queryByText('Disable user') !== null).toBe(id !== 1);
      // One request for the orders: the card's and the Delete's.
      const orderRequests = dataProvider.getList.mock.calls.filter(
        ([params]) => params.resource === 'orders',
      );
      expect(orderRequests).toHaveLength(1);
    },
  );
});
