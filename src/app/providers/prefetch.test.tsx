// @vitest-environment jsdom
import type { BaseRecord, DataProvider } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, resources } from '../../resources';
import ResourceList from '../crud/resource-list';
import { customerOrders, orderPackages, relatedPage } from '../crud/show/record-lists';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../crud/test/render';
import { lastDays, summaryRequest } from '../dashboard/summary-request';
import {
  firstPageOf,
  listKey,
  oneKey,
  prefetchFreshMs,
  prefetchScreenData,
  withPrefetch,
} from './prefetch';

beforeAll(stubBrowser);
afterEach(cleanup);

const page = (id: number) => ({ data: [{ id }] as BaseRecord[], total: 1 });
const firstOrders = () => firstPageOf('orders') ?? expect.fail('orders has a first page');

/** A provider whose n-th `getList` answers with record n, and a clock the test moves. */
function setup() {
  let calls = 0;
  const inner = fakeDataProvider({ getList: vi.fn(async () => page(++calls)) });
  let time = 1_000;
  const dataProvider = withPrefetch(inner, () => time);
  return {
    inner,
    dataProvider,
    prefetchList: dataProvider.prefetchList,
    advance: (ms: number) => (time += ms),
  };
}

describe('withPrefetch', () => {
  it('answers the list with the prefetched page instead of asking again', async () => {
    const { inner, dataProvider, prefetchList } = setup();
    prefetchList(firstOrders());
    const answer = await dataProvider.getList({ ...firstOrders(), meta: { from: 'the list' } });
    expect(answer).toEqual(page(1));
    expect(inner.getList).toHaveBeenCalledTimes(1);
  });

  it('stands in once: the next request of the same page is a real one', async () => {
    const { inner, dataProvider, prefetchList } = setup();
    prefetchList(firstOrders());
    await dataProvider.getList(firstOrders());
    expect(await dataProvider.getList(firstOrders())).toEqual(page(2));
    expect(inner.getList).toHaveBeenCalledTimes(2);
  });

  it('does not start a second request for a page already on its way', () => {
    const { inner, prefetchList } = setup();
    prefetchList(firstOrders());
    prefetchList(firstOrders());
    expect(inner.getList).toHaveBeenCalledTimes(1);
  });

  it('leaves another page, sort or filter to its own request', async () => {
    const { inner, dataProvider, prefetchList } = setup();
    prefetchList(firstOrders());
    const base = firstOrders();
    await dataProvider.getList({ ...base, pagination: { currentPage: 2, pageSize: 10 } });
    await dataProvider.getList({ ...base, sorters: [{ field: 'amount', order: 'desc' }] });
    await dataProvider.getList({
      ...base,
      filters: [{ field: 'status', operator: 'eq', value: 'pending' }],
    });
    expect(inner.getList).toHaveBeenCalledTimes(4);
    expect(await dataProvider.getList(base)).toEqual(page(1));
  });

  it(`asks again once a prefetched page is older than ${prefetchFreshMs} ms`, async () => {
    const { inner, dataProvider, prefetchList, advance } = setup();
    prefetchList(firstOrders());
    advance(prefetchFreshMs + 1);
    expect(await dataProvider.getList(firstOrders())).toEqual(page(2));
    expect(inner.getList).toHaveBeenCalledTimes(2);
  });

  it('drops every prefetched page on a write, so a list never shows what came before it', async () => {
    for (const write of ['create', 'update', 'deleteOne'] as const) {
      const { inner, dataProvider, prefetchList } = setup();
      prefetchList(firstOrders());
      await (dataProvider[write] as (params: object) => Promise<unknown>)({
        resource: 'orders',
        id: 1,
        variables: {},
      });
      expect(inner[write as 'update']).toHaveBeenCalledTimes(1);
      expect(await dataProvider.getList(firstOrders()), write).toEqual(page(2));
    }
  });

  it('keeps prefetched pages across a custom GET and drops them on a custom POST', async () => {
    let calls = 0;
    const custom = vi.fn(async () => ({ data: {} }));
    const inner = fakeDataProvider({ getList: vi.fn(async () => page(++calls)), custom });
    const dataProvider = withPrefetch(inner);
    const { prefetchList } = dataProvider;
    prefetchList(firstOrders());
    await dataProvider.custom?.({ url: '/api/stats/summary', method: 'get' });
    expect(await dataProvider.getList(firstOrders())).toEqual(page(1));
    prefetchList(firstOrders());
    await dataProvider.custom?.({ url: '/api/orders/bulk', method: 'post' });
    expect(await dataProvider.getList(firstOrders())).toEqual(page(3));
    expect(custom).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed prefetch: the list asks again and gets its own answer', async () => {
    const inner = fakeDataProvider({
      getList: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page(2)),
    });
    const dataProvider = withPrefetch(inner);
    const { prefetchList } = dataProvider;
    prefetchList(firstOrders());
    await vi.waitFor(() => expect(inner.getList).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(await dataProvider.getList(firstOrders())).toEqual(page(2));
  });

  it('hands over a page that has come, once, and leaves one on its way to getList', async () => {
    const { inner, dataProvider, prefetchList } = setup();
    prefetchList(firstOrders());
    expect(dataProvider.takeSettledList(firstOrders())).toBeUndefined();
    await vi.waitFor(() => expect(inner.getList).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(dataProvider.takeSettledList(firstOrders())).toEqual({ answer: page(1), at: 1_000 });
    expect(dataProvider.takeSettledList(firstOrders())).toBeUndefined();
    // Handed over, it stands in no more: the list's next request is a real one.
    expect(await dataProvider.getList(firstOrders())).toEqual(page(2));
  });

  it('hands over no page that is stale, another page, or dropped by a write', async () => {
    const { dataProvider, prefetchList, advance } = setup();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    prefetchList(firstOrders());
    await settle();
    const second = { ...firstOrders(), pagination: { currentPage: 2, pageSize: 10 } };
    expect(dataProvider.takeSettledList(second)).toBeUndefined();
    advance(prefetchFreshMs + 1);
    expect(dataProvider.takeSettledList(firstOrders())).toBeUndefined();
    prefetchList(firstOrders());
    await settle();
    await dataProvider.update({ resource: 'orders', id: 1, variables: {} });
    expect(dataProvider.takeSettledList(firstOrders())).toBeUndefined();
  });

  it('keys a page by resource, page, size, mode, sort and filters, not by meta', () => {
    const base = firstOrders();
    expect(listKey({ ...base })).toBe(
      listKey({ ...base, pagination: { currentPage: 1, pageSize: 10 } }),
    );
    expect(listKey(base)).not.toBe(listKey({ ...base, resource: 'packages' }));
    expect(firstPageOf('nothing')).toBeUndefined();
    for (const resource of resources) {
      expect(firstPageOf(resource.name)?.sorters).toEqual([resource.defaultSort]);
    }
  });
});

describe('a list opened from the menu', () => {
  /**
   * Prefetches the orders' first page from `inner`, lets it come, then mounts the list under the
   * app's staleTime, at its bare URL (which stays bare here, as the app's does until the table's
   * state has reached it).
   */
  async function mountAfterFirstPageCame(inner: ReturnType<typeof fakeDataProvider>) {
    // A clock standing still at the real time: react-query dates the page by it.
    const askedAt = Date.now();
    const dataProvider = withPrefetch(inner as DataProvider, () => askedAt);
    dataProvider.prefetchList(firstOrders());
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderInRefine(<ResourceList resource={orders} />, {
      dataProvider,
      route: { resource: 'orders', action: 'list' },
      staleTime: 10_000,
    });
  }

  it('shows the prefetched first page without a request of its own', async () => {
    const inner = fakeDataProvider({
      getList: vi.fn(async () => ({
        data: [{ id: 7, number: 'ORD-000007', status: 'pending', amount: 100, currency: 'EUR' }],
        total: 1,
      })),
    });
    // The clock stands still: jsdom can take longer than the freshness window to mount the list
    // on a slow machine (4.2 s once), which a browser does in ~250 ms; expiry has its own test.
    const dataProvider = withPrefetch(inner as DataProvider, () => 0);
    const { prefetchList } = dataProvider;
    prefetchList(firstOrders());
    renderInRefine(<ResourceList resource={orders} />, {
      dataProvider,
      route: { resource: 'orders', action: 'list' },
    });
    await screen.findByText('ORD-000007');
    // The list asked for exactly the page the menu prefetched (a drift in its page size, sort
    // or filters would make this two requests).
    expect(inner.getList).toHaveBeenCalledTimes(1);
  });

  it('draws a first page that came before it mounted in its first render, asking no more', async () => {
    const row = { id: 8, number: 'ORD-000008', status: 'pending', amount: 100, currency: 'EUR' };
    const inner = fakeDataProvider({ getList: vi.fn(async () => ({ data: [row], total: 1 })) });
    await mountAfterFirstPageCame(inner);
    // No loading table first: the row is there as soon as the first render is.
    expect(screen.getByText('ORD-000008')).toBeTruthy();
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
    // Dated when it was asked for and fresh under the app's staleTime: no second request.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inner.getList).toHaveBeenCalledTimes(1);
  });

  it('hands that page to the first page only: a tab, sort or page asked for next is fetched', async () => {
    const row = (id: number, status: string) => ({
      id,
      number: `ORD-00000${id}`,
      status,
      amount: 100,
      currency: 'EUR',
    });
    const inner = fakeDataProvider({
      getList: vi.fn(async ({ filters }: { filters?: { value?: unknown }[] }) =>
        filters?.some((filter) => filter.value === 'confirmed')
          ? { data: [row(2, 'confirmed')], total: 1 }
          : { data: [row(1, 'pending'), row(2, 'confirmed')], total: 2 },
      ),
    });
    // The tab's query is made in a render that still sees the bare URL.
    await mountAfterFirstPageCame(inner);
    expect(screen.getByText('ORD-000001')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Confirmed' }));
    await waitFor(() => expect(screen.queryByText('ORD-000001')).toBeNull());
    expect(screen.getByText('ORD-000002')).toBeTruthy();
    expect(screen.getByText('1 record')).toBeTruthy();
    expect(inner.getList).toHaveBeenCalledTimes(2);
  });
});

describe('a record prefetched', () => {
  /** A provider whose n-th `getOne` answers with version n. */
  function setupOne() {
    let calls = 0;
    const inner = fakeDataProvider({
      getOne: vi.fn(async ({ id }: { id: string }) => ({ data: { id, version: ++calls } })),
    });
    let time = 1_000;
    return {
      inner,
      dataProvider: withPrefetch(inner, () => time),
      advance: (ms: number) => (time += ms),
    };
  }

  it('answers the record page once, whether it asks with the id as text or as a number', async () => {
    const { inner, dataProvider } = setupOne();
    dataProvider.prefetchOne({ resource: 'orders', id: '7' });
    const answer = await dataProvider.getOne({ resource: 'orders', id: 7, meta: { page: 'edit' } });
    expect(answer).toEqual({ data: { id: '7', version: 1 } });
    expect(await dataProvider.getOne({ resource: 'orders', id: '7' })).toEqual({
      data: { id: '7', version: 2 },
    });
    expect(inner.getOne).toHaveBeenCalledTimes(2);
  });

  it('leaves another record, another resource, a stale or written-over one to its own request', async () => {
    const { inner, dataProvider, advance } = setupOne();
    dataProvider.prefetchOne({ resource: 'orders', id: '7' });
    await dataProvider.getOne({ resource: 'orders', id: '8' });
    await dataProvider.getOne({ resource: 'packages', id: '7' });
    expect(inner.getOne).toHaveBeenCalledTimes(3);
    advance(prefetchFreshMs + 1);
    expect((await dataProvider.getOne({ resource: 'orders', id: '7' })).data.version).toBe(4);
    dataProvider.prefetchOne({ resource: 'orders', id: '7' });
    await dataProvider.update({ resource: 'orders', id: 7, variables: {} });
    expect((await dataProvider.getOne({ resource: 'orders', id: '7' })).data.version).toBe(6);
    expect(oneKey({ resource: 'orders', id: 7 })).not.toBe(listKey(firstOrders()));
  });

  it('forgets a failed prefetch (a signed-out visit): the page asks again', async () => {
    const inner = fakeDataProvider({
      getOne: vi
        .fn()
        .mockRejectedValueOnce(new Error('401'))
        .mockResolvedValueOnce({ data: { id: 7 } }),
    });
    const dataProvider = withPrefetch(inner);
    dataProvider.prefetchOne({ resource: 'orders', id: '7' });
    await vi.waitFor(() => expect(inner.getOne).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(await dataProvider.getOne({ resource: 'orders', id: '7' })).toEqual({ data: { id: 7 } });
  });

  it('lets a missing record stand in once: the page is not asked for twice', async () => {
    const missing = { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' };
    const inner = fakeDataProvider({
      getOne: vi
        .fn()
        .mockRejectedValueOnce(missing)
        .mockResolvedValueOnce({ data: { id: 7 } }),
    });
    const dataProvider = withPrefetch(inner);
    dataProvider.prefetchOne({ resource: 'orders', id: '7' });
    await vi.waitFor(() => expect(inner.getOne).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    await expect(dataProvider.getOne({ resource: 'orders', id: '7' })).rejects.toBe(missing);
    expect(inner.getOne).toHaveBeenCalledTimes(1);
    expect(await dataProvider.getOne({ resource: 'orders', id: '7' })).toEqual({ data: { id: 7 } });
  });
});

describe('the data of a directly visited screen', () => {
  const asked = (pathname: string, search = '') => {
    const dataProvider = withPrefetch(fakeDataProvider());
    const prefetchOne = vi.spyOn(dataProvider, 'prefetchOne');
    const prefetchList = vi.spyOn(dataProvider, 'prefetchList');
    const prefetchGet = vi.spyOn(dataProvider, 'prefetchGet');
    prefetchScreenData(dataProvider, pathname, search);
    return [...prefetchOne.mock.calls, ...prefetchList.mock.calls, ...prefetchGet.mock.calls].map(
      ([params]) => params,
    );
  };

  it("is a record page's record, a bare list's first page, the dashboard's opening summary", () => {
    expect(asked('/orders/edit/7')).toEqual([{ resource: 'orders', id: '7' }]);
    // An order's page shows its packages whatever the order holds: asked for beside it, by the
    // order's id as the record carries it (a number), so that the packages card's request matches.
    expect(asked('/orders/show/7')).toEqual([
      { resource: 'orders', id: '7' },
      relatedPage(orderPackages, 7),
    ]);
    expect(relatedPage(orderPackages, 7).filters).toEqual([
      { field: 'orderId', operator: 'eq', value: 7 },
    ]);
    expect(asked('/packages/show/12/')).toEqual([{ resource: 'packages', id: '12' }]);
    // A user's page shows a customer's orders: asked for beside the user, by a number.
    expect(asked('/users/show/11')).toEqual([
      { resource: 'users', id: '11' },
      relatedPage(customerOrders, 11),
    ]);
    // An id that is no number asks for no orders (the user's request answers "not found").
    expect(asked('/users/show/a%20b')).toEqual([{ resource: 'users', id: 'a b' }]);
    expect(asked('/orders')).toEqual([firstOrders()]);
    expect(asked('/')).toEqual([summaryRequest(lastDays(30))]);
    expect(summaryRequest(lastDays(30)).url).toMatch(/\/stats\/summary$/);
  });

  it('is nothing for a list with its own page or filters, a form, or a path no resource has', () => {
    expect(asked('/orders', '?currentPage=2')).toEqual([]);
    expect(asked('/orders/create')).toEqual([]);
    expect(asked('/settings')).toEqual([]);
    expect(asked('/nothing/show/1')).toEqual([]);
    expect(asked('/orders/show/1/more')).toEqual([]);
  });
});

describe('a custom GET prefetched (the dashboard summary)', () => {
  const summary = (range: { from: string; to: string }) => summaryRequest(range);
  const setupGet = () => {
    let calls = 0;
    const custom = vi.fn(async () => ({ data: { call: ++calls } }));
    return { custom, dataProvider: withPrefetch(fakeDataProvider({ custom })) };
  };

  it('answers the same URL and query once, leaving another range to its own request', async () => {
    const { custom, dataProvider } = setupGet();
    const march = { from: '2026-03-01', to: '2026-03-30' };
    dataProvider.prefetchGet(summary(march));
    const ask = (range: typeof march) =>
      dataProvider.custom?.({ ...summary(range), method: 'get', meta: { signal: 'the query' } });
    expect(await ask(march)).toEqual({ data: { call: 1 } });
    expect(await ask({ ...march, from: '2026-03-02' })).toEqual({ data: { call: 2 } });
    expect(await ask(march)).toEqual({ data: { call: 3 } });
    expect(custom).toHaveBeenCalledTimes(3);
  });

  it('is dropped by a write, a custom POST included', async () => {
    const { custom, dataProvider } = setupGet();
    const march = { from: '2026-03-01', to: '2026-03-30' };
    dataProvider.prefetchGet(summary(march));
    await dataProvider.custom?.({ url: '/api/orders/bulk', method: 'post' });
    expect(await dataProvider.custom?.({ ...summary(march), method: 'get' })).toEqual({
      data: { call: 3 },
    });
    expect(custom).toHaveBeenCalledTimes(3);
  });
});
