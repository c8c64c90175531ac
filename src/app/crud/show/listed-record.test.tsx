// @vitest-environment jsdom
import { type BaseRecord, useList } from '@refinedev/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../resources';
import { preloadShowParts } from '../../resources';
import ResourceShow from '../resource-show';
import { anOrder } from '../test/records';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../test/render';

beforeAll(async () => {
  stubBrowser();
  await preloadShowParts();
});
afterEach(cleanup);

const order = (id: number, status: string, version: number) =>
  anOrder({ id, status, version, updatedAt: '2026-03-02T10:00:00.000Z' });

/** The orders list (loaded first, as on the list page), then the page of the order clicked. */
function ListThenShow() {
  const { result } = useList({ resource: 'orders' });
  return result.data.length > 0 ? <ResourceShow resource={orders} /> : null;
}

/** A provider whose list has order 7 pending at version 1; `getOne` answers when released. */
function setup(record: BaseRecord) {
  let release: () => void = () => undefined;
  const came = new Promise<void>((done) => {
    release = done;
  });
  const dataProvider = fakeDataProvider({
    getList: vi.fn(async ({ resource }: { resource: string }) =>
      resource === 'orders'
        ? { data: [order(6, 'pending', 1), order(7, 'pending', 1)], total: 2 }
        : { data: [], total: 0 },
    ),
    getOne: vi.fn(async ({ resource }: { resource: string }) => {
      if (resource !== 'orders') return { data: { id: 11, name: 'Anna Schmidt' } };
      await came;
      return { data: record };
    }),
  });
  renderInRefine(<ListThenShow />, {
    dataProvider,
    route: { resource: 'orders', action: 'show', id: '7' },
    role: 'operator',
    staleTime: 10_000,
  });
  return { dataProvider, release };
}

describe('a record page opened from a list', () => {
  it("draws the list's row at once, then the record when it comes, asking for it all the same", async () => {
    const { dataProvider, release } = setup(order(7, 'confirmed', 2));
    // The row, while the record is on its way: its number and its status.
    expect((await screen.findAllByText('ORD-000007')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
    const asked = dataProvider.getOne.mock.calls.filter(([params]) => params.resource === 'orders');
    expect(asked).toHaveLength(1);
    // No status move from the row's version: the buttons wait for the record.
    expect(screen.queryByRole('button', { name: /Mark as/ })).toBeNull();
    release();
    // The record as the server has it now replaces the row.
    expect((await screen.findAllByText('Confirmed')).length).toBeGreaterThan(0);
    expect(screen.queryAllByText('Pending')).toHaveLength(0);
    expect(await screen.findByRole('button', { name: /Mark as Shipped|Cancel/ })).toBeTruthy();
  });
});
