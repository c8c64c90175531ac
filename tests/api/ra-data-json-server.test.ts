import { type DataProvider, fetchUtils } from 'ra-core';
import jsonServerProvider from 'ra-data-json-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';

/**
 * react-admin's json-server data provider, unchanged, over a real port: every call it has. Its
 * client is react-admin's own `fetchJson`, given the session cookie (a browser's job) and the
 * same-origin header, as react-admin's docs add headers.
 */
let t: TestApp;
let provider: DataProvider;
let customerId: number;

beforeAll(async () => {
  t = await startApp();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const cookie = await t.login('admin');
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, {
      ...options,
      headers: new Headers({
        Accept: 'application/json',
        Cookie: cookie,
        'X-Requested-With': 'XMLHttpRequest',
      }),
    });
  provider = jsonServerProvider(`${address}/api`, httpClient);
  customerId = await t.firstCustomerId();
});
afterAll(() => t.close());

const newOrder = async () =>
  (await provider.create('orders', { data: orderBody(customerId) })).data as {
    id: number;
    version: number;
  };
const newCustomer = async (email: string) =>
  (await provider.create('users', { data: { name: 'Short Lived', email, role: 'customer' } }))
    .data as { id: number };

describe('ra-data-json-server against our server', () => {
  it('getList: a page, sorted and filtered, with the total', async () => {
    const page = await provider.getList('orders', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'amount', order: 'DESC' },
      filter: { status: ['delivered', 'shipped'] },
    });
    expect(page.data).toHaveLength(20);
    expect(page.total).toBeGreaterThan(20);
    const amounts = page.data.map((order) => order.amount as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const order of page.data) expect(['delivered', 'shipped']).toContain(order.status);
  });

  it('getList without pagination: every row', async () => {
    const days = await provider.getList('stats', {});
    expect(days.total).toBeGreaterThan(100);
    expect(days.data).toHaveLength(days.total ?? 0);
  });

  it('getOne, getMany and getManyReference', async () => {
    const one = await provider.getOne('orders', { id: 1 });
    expect(one.data).toMatchObject({ id: 1, number: 'ORD-000001' });
    const many = await provider.getMany('packages', { ids: [1, 2, 3] });
    expect(many.data.map((pkg) => pkg.id).sort()).toEqual([1, 2, 3]);
    const [pkg] = many.data;
    const ofOrder = await provider.getManyReference('packages', {
      target: 'orderId',
      id: pkg?.orderId,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(ofOrder.total).toBeGreaterThan(0);
    expect(ofOrder.data).toHaveLength(ofOrder.total ?? 0);
    for (const row of ofOrder.data) expect(row.orderId).toBe(pkg?.orderId);
  });

  it('create and update (PUT of the whole record), and a stale update refused', async () => {
    const created = await newOrder();
    expect(created).toMatchObject({ version: 1, status: 'pending' });
    const record = (await provider.getOne('orders', { id: created.id })).data;
    const updated = await provider.update('orders', {
      id: created.id,
      data: { ...record, status: 'confirmed', note: 'Gift wrap' },
      previousData: record,
    });
    expect(updated.data).toMatchObject({ status: 'confirmed', note: 'Gift wrap', version: 2 });
    await expect(
      provider.update('orders', { id: created.id, data: record, previousData: record }),
    ).rejects.toMatchObject({
      status: 409,
      body: { code: 'VERSION_CONFLICT', current: { id: created.id, version: 2 } },
    });
  });

  it('updateMany: the same record body PUT to each', async () => {
    const first = await newOrder();
    const second = await newOrder();
    const ids = [first.id, second.id];
    const done = await provider.updateMany('orders', {
      ids,
      data: { ...orderBody(customerId), version: 1, note: 'Bulk' },
    });
    expect(done.data).toEqual(ids);
    for (const id of ids)
      expect((await provider.getOne('orders', { id })).data).toMatchObject({
        note: 'Bulk',
        version: 2,
      });
  });

  it('delete and deleteMany', async () => {
    const one = await newCustomer('ra.one@example.com');
    const removed = await provider.delete('users', { id: one.id, previousData: one });
    expect(removed.data).toMatchObject({ id: one.id, email: 'ra.one@example.com' });
    const ids = [
      (await newCustomer('ra.two@example.com')).id,
      (await newCustomer('ra.three@example.com')).id,
    ];
    expect((await provider.deleteMany('users', { ids })).data).toEqual(ids);
    for (const id of [one.id, ...ids])
      await expect(provider.getOne('users', { id })).rejects.toMatchObject({ status: 404 });
  });
});
