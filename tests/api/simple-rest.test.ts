import dataProvider from '@refinedev/simple-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAxiosClient } from '../../src/app/providers/axios-client';
import { createHttpClient } from '../../src/app/providers/http-client';
import { startApp, type TestApp } from './harness';

/** The real `@refinedev/simple-rest` client, over a real port, as the browser app uses it. */
let t: TestApp;
let provider: ReturnType<typeof dataProvider>;
let customerId: number;

beforeAll(async () => {
  t = await startApp();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const cookie = await t.login('operator');
  const http = createHttpClient({ Cookie: cookie });
  provider = dataProvider(`${address}/api`, createAxiosClient(http));
  customerId = await t.firstCustomerId();
});
afterAll(() => t.close());

describe('@refinedev/simple-rest against our server', () => {
  it('lists a page with sorting, filters and the total', async () => {
    const page = await provider.getList({
      resource: 'orders',
      pagination: { currentPage: 2, pageSize: 20 },
      sorters: [{ field: 'amount', order: 'desc' }],
      filters: [
        { field: 'status', operator: 'in', value: ['delivered', 'shipped'] },
        { field: 'amount', operator: 'gte', value: 1000 },
        { field: 'customerName', operator: 'contains', value: '' },
      ],
    });
    expect(page.data).toHaveLength(20);
    expect(page.total).toBeGreaterThan(20);
    const amounts = page.data.map((order) => order.amount as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const order of page.data) expect(['delivered', 'shipped']).toContain(order.status);
  });

  it('lists every row with pagination off, not a silent first page', async () => {
    for (const resource of ['orders', 'stats']) {
      const all = await provider.getList({ resource, pagination: { mode: 'off' } });
      expect(all.total, resource).toBeGreaterThan(100);
      expect(all.data, resource).toHaveLength(all.total ?? 0);
      expect(new Set(all.data.map((row) => row.id)).size, resource).toBe(all.total);
    }
  });

  it('searches with q and reads many', async () => {
    const [first] = (
      await provider.getList({ resource: 'orders', pagination: { currentPage: 1, pageSize: 1 } })
    ).data;
    const found = await provider.getList({
      resource: 'orders',
      filters: [{ field: 'q', operator: 'eq', value: first?.number }],
    });
    expect(found.data.map((order) => order.id)).toEqual([first?.id]);
    const many = await provider.getMany?.({ resource: 'packages', ids: [1, 2, 3] });
    expect(many?.data.map((pkg) => pkg.id).sort()).toEqual([1, 2, 3]);
  });

  it('creates, reads, updates with the version and surfaces a conflict', async () => {
    const created = await provider.create({
      resource: 'orders',
      variables: {
        customerId,
        items: [{ sku: 'A', name: 'A', quantity: 1, unitPrice: 990 }],
        currency: 'GBP',
        street: 'High St 1',
        city: 'London',
        postalCode: 'N1',
        country: 'GB',
      },
    });
    const id = created.data.id as number;
    const one = await provider.getOne({ resource: 'orders', id });
    expect(one.data).toMatchObject({ amount: 990, status: 'pending' });
    const updated = await provider.update({
      resource: 'orders',
      id,
      variables: { version: one.data.version, status: 'confirmed', note: 'Gift wrap' },
    });
    expect(updated.data).toMatchObject({ status: 'confirmed', note: 'Gift wrap', version: 2 });
    await expect(
      provider.update({ resource: 'orders', id, variables: { version: 1, note: 'stale' } }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'VERSION_CONFLICT',
      current: { id, version: 2 },
    });
  });

  it('deletes as an admin and gets the deleted record back', async () => {
    const adminCookie = await t.login('admin');
    const address = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const admin = dataProvider(
      `${address}/api`,
      createAxiosClient(createHttpClient({ Cookie: adminCookie })),
    );
    const created = await admin.create({
      resource: 'users',
      variables: { name: 'Short Lived', email: 'short@example.com', role: 'customer' },
    });
    const removed = await admin.deleteOne({ resource: 'users', id: created.data.id as number });
    const invalid = admin.create({
      resource: 'users',
      variables: { name: 'X', email: 'not-an-email', role: 'customer' },
    });
    await expect(invalid).rejects.toMatchObject({
      statusCode: 422,
      errors: { name: [expect.any(String)], email: [expect.any(String)] },
    });
    expect(removed.data).toMatchObject({ id: created.data.id, email: 'short@example.com' });
    await expect(
      admin.getOne({ resource: 'users', id: created.data.id as number }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('a viewer is refused writes with 403', async () => {
    const viewerCookie = await t.login('viewer');
    const address = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const viewer = dataProvider(
      `${address}/api`,
      createAxiosClient(createHttpClient({ Cookie: viewerCookie })),
    );
    await expect(
      viewer.update({ resource: 'orders', id: 1, variables: { version: 1, note: 'no' } }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});
