// @vitest-environment jsdom
import type { BaseRecord, GetListParams } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../resources';
import ResourceEdit from '../resource-edit';
import { aCustomer, anOrder } from '../test/records';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../test/render';

beforeAll(stubBrowser);
afterEach(cleanup);

const later = <T,>(value: T) => new Promise<T>((done) => setTimeout(() => done(value), 20));

/** A list request that searches (a `q` filter). */
const isSearch = (params: GetListParams) =>
  params.filters?.some((filter) => 'field' in filter && filter.field === 'q') ?? false;

/**
 * Order 1's edit form, its customer (11) not among the picker's first options; `customers`
 * answers each list request. Returns the list requests, in order, and the provider.
 */
function renderOrderForm(customers: (params: GetListParams) => BaseRecord[]) {
  const listed: GetListParams[] = [];
  const dataProvider = fakeDataProvider({
    getOne: vi.fn(() => later({ data: anOrder({ id: 1 }) })),
    getList: vi.fn((params: GetListParams) => {
      listed.push(params);
      const data = customers(params);
      return later({ data, total: data.length });
    }),
    getMany: vi.fn(() => later({ data: [aCustomer(11, 'Anna Schmidt')] })),
  });
  renderInRefine(<ResourceEdit resource={orders} />, {
    dataProvider,
    route: { resource: 'orders', action: 'edit', id: '1' },
    role: 'operator',
  });
  return { listed, dataProvider };
}

describe("an edit form's reference picker", () => {
  it('asks for its options once, though the form resets when the record arrives', async () => {
    const { listed, dataProvider } = renderOrderForm(() => [
      aCustomer(12, 'Ben Weber'),
      aCustomer(13, 'Clara Vogel'),
    ]);
    // The chosen customer is named, though not among the first options.
    expect(await screen.findByText('Anna Schmidt · customer11@example.com')).toBeTruthy();
    await waitFor(() => expect(dataProvider.getMany).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 100));
    const customers = listed.filter((params) => params.resource === 'users');
    // Each reset used to remount the picker, which cancelled its request and asked again.
    expect(customers).toHaveLength(1);
    expect(customers[0]?.filters).toEqual([{ field: 'role', operator: 'eq', value: 'customer' }]);
    expect(customers[0]?.pagination).toMatchObject({ currentPage: 1, pageSize: 20 });
  });

  it("searches the resource's q as the operator types, and offers what it finds", async () => {
    const { listed } = renderOrderForm((params) =>
      isSearch(params) ? [aCustomer(14, 'Dora Klein')] : [aCustomer(12, 'Ben Weber')],
    );
    await screen.findByText('Anna Schmidt · customer11@example.com');
    const picker = document.querySelector('#customerId') as HTMLInputElement;
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'Dora' } });
    expect(await screen.findByText('Dora Klein · customer14@example.com')).toBeTruthy();
    const searches = listed.filter(isSearch);
    expect(searches).toHaveLength(1);
    expect(searches[0]?.filters).toEqual(
      expect.arrayContaining([
        { field: 'q', operator: 'eq', value: 'Dora' },
        { field: 'role', operator: 'eq', value: 'customer' },
      ]),
    );
  });
});
