// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, users } from '../../../resources';
import type { Role } from '../../../resources/define';
import { setLanguage } from '../../i18n';
import ResourceList from '../resource-list';
import { aUser } from '../test/records';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../test/render';

beforeAll(stubBrowser);
afterEach(cleanup);
afterEach(() => setLanguage('en'));

const order = {
  id: 7,
  createdAt: '2026-03-01T10:00:00.000Z',
  number: 'ORD-000007',
  customerId: 3,
  customerName: 'Anna Schmidt',
  status: 'pending',
  amount: 123456,
  currency: 'EUR',
  city: 'Leipzig',
  country: 'DE',
};

/** The orders list drawn with `rows` (one order unless said) for `role`; its data provider. */
async function drawOrders({ rows = [order], role }: { rows?: (typeof order)[]; role?: Role } = {}) {
  const dataProvider = fakeDataProvider({
    getList: vi.fn(async () => ({ data: rows, total: rows.length })),
  });
  renderInRefine(<ResourceList resource={orders} />, {
    dataProvider,
    route: { resource: 'orders', action: 'list' },
    ...(role ? { role } : {}),
  });
  await screen.findByText(String(rows[0]?.number));
  return dataProvider;
}

const headers = () =>
  [...document.querySelectorAll('thead tr:first-child th')].map((header) =>
    header.textContent?.trim(),
  );

describe('the generated list', () => {
  it('makes columns, cells, filters and tabs from the orders definition', async () => {
    const dataProvider = await drawOrders();

    expect(headers()).toEqual([
      '',
      'ID',
      'Created',
      'Order number',
      'Customer',
      'Status',
      'Amount',
      'Currency',
      'City',
      'Country',
      'Actions',
    ]);
    const row = screen.getByText('ORD-000007').closest('tr') as HTMLElement;
    expect(within(row).getByText('€1,234.56')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByLabelText('Select ORD-000007')).toBeTruthy();
    expect(screen.getByText('Anna Schmidt').closest('a')?.getAttribute('href')).toBe(
      '/users/show/3',
    );
    for (const field of [
      'Created',
      'Order number',
      'Customer',
      'Amount',
      'Currency',
      'City',
      'Country',
    ]) {
      expect(screen.getAllByLabelText(`Filter by ${field}`).length).toBeGreaterThan(0);
    }
    expect(screen.queryByLabelText('Filter by Status')).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Pending',
      'Confirmed',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);
    expect(dataProvider.getList.mock.calls[0]?.[0]).toMatchObject({
      resource: 'orders',
      sorters: [{ field: 'createdAt', order: 'desc' }],
      pagination: { currentPage: 1, pageSize: 10 },
    });
  });

  it('selects rows only for a role that may delete or move them, from the first rows drawn', async () => {
    const list = (role: 'admin' | 'viewer') => {
      renderInRefine(<ResourceList resource={orders} />, {
        dataProvider: fakeDataProvider({
          getList: vi.fn(async () => ({ data: [order], total: 1 })),
        }),
        route: { resource: 'orders', action: 'list' },
        role,
      });
      return screen.findByText('ORD-000007');
    };
    const row = (await list('admin')).closest('tr') as HTMLElement;
    expect(within(row).getByLabelText('Select ORD-000007')).toBeTruthy();
    cleanup();
    const viewerRow = (await list('viewer')).closest('tr') as HTMLElement;
    expect(within(viewerRow).queryByRole('checkbox')).toBeNull();
    expect(headers()[0]).toBe('ID');
  });

  it('offers no bulk delete once a shipped, delivered or refunded order is selected', async () => {
    const rows = ['pending', 'shipped', 'delivered', 'refunded', 'cancelled'].map((status, i) => ({
      ...order,
      id: i + 1,
      number: `ORD-00000${i + 1}`,
      status,
    }));
    await drawOrders({ rows });
    const box = (number: string) => screen.getByLabelText(`Select ${number}`) as HTMLInputElement;
    // Each can move (a shipped order to delivered), so each is offered.
    expect(rows.map((row) => box(row.number).disabled)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    fireEvent.click(box('ORD-000001'));
    fireEvent.click(box('ORD-000005'));
    expect(await screen.findByRole('button', { name: 'Delete 2' })).toBeTruthy();
    fireEvent.click(box('ORD-000002'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull());
  });

  it('filters by a status tab and exports with the same filters and sort', async () => {
    const dataProvider = await drawOrders();
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() =>
      expect(dataProvider.getList.mock.calls.at(-1)?.[0].filters).toEqual([
        { field: 'status', operator: 'eq', value: 'pending' },
      ]),
    );
    expect(screen.getByText('Export CSV').closest('a')?.getAttribute('href')).toBe(
      '/api/orders/export.csv?_order=desc&_sort=createdAt&status=pending',
    );
  });

  it("exports in the table's order once a column header sorts it", async () => {
    const dataProvider = await drawOrders();
    const amount = screen
      .getAllByRole('columnheader')
      .find((header) => header.textContent?.trim() === 'Amount');
    fireEvent.click(amount as HTMLElement);
    await waitFor(() =>
      expect(dataProvider.getList.mock.calls.at(-1)?.[0].sorters).toEqual([
        { field: 'amount', order: 'asc' },
      ]),
    );
    expect(screen.getByText('Export CSV').closest('a')?.getAttribute('href')).toBe(
      '/api/orders/export.csv?_order=asc&_sort=amount',
    );
  });

  it('sets a range filter in major units and sends cents', async () => {
    const dataProvider = await drawOrders();
    fireEvent.click(screen.getAllByLabelText('Filter by Amount')[0] as HTMLElement);
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '10' } });
    fireEvent.click(screen.getByText('Filter').closest('button') as HTMLElement);
    await waitFor(() =>
      expect(dataProvider.getList.mock.calls.at(-1)?.[0].filters).toEqual([
        { field: 'amount', operator: 'gte', value: 1000 },
      ]),
    );
  });

  it.each([
    {
      language: 'en',
      filterBy: 'Filter by Country',
      label: 'Country',
      picks: [
        ['germ', 'Germany (DE)'],
        ['Austria', 'Austria (AT)'],
      ],
      apply: 'Filter',
    },
    {
      language: 'de',
      filterBy: 'Nach Land filtern',
      label: 'Land',
      picks: [
        ['deutsch', 'Deutschland (DE)'],
        ['österr', 'Österreich (AT)'],
      ],
      apply: 'Filtern',
    },
  ] as const)(
    'filters by countries picked by their names ($language), sent as their codes',
    async ({ language, filterBy, label, picks, apply }) => {
      await setLanguage(language);
      const dataProvider = await drawOrders();
      fireEvent.click(screen.getAllByLabelText(filterBy)[0] as HTMLElement);
      const input = await screen.findByRole('combobox', { name: label });
      for (const [typed, country] of picks) {
        fireEvent.mouseDown(input);
        fireEvent.change(input, { target: { value: typed } });
        fireEvent.click(await screen.findByTitle(country));
      }
      fireEvent.click(screen.getByText(apply).closest('button') as HTMLElement);
      await waitFor(() =>
        expect(dataProvider.getList.mock.calls.at(-1)?.[0].filters).toEqual([
          { field: 'country', operator: 'in', value: ['DE', 'AT'] },
        ]),
      );
      expect(screen.getByText(/CSV/).closest('a')?.getAttribute('href')).toBe(
        '/api/orders/export.csv?_order=desc&_sort=createdAt&country=DE&country=AT',
      );
    },
  );

  it.each([
    { language: 'en', name: 'Germany' },
    { language: 'de', name: 'Deutschland' },
  ] as const)('names a listed country code on hover ($language)', async ({ language, name }) => {
    await setLanguage(language);
    await drawOrders();
    const row = screen.getByText('ORD-000007').closest('tr') as HTMLElement;
    const code = within(row).getByText('DE');
    expect(code.tagName).toBe('ABBR');
    expect(code.getAttribute('title')).toBe(name);
  });

  it("offers no bulk delete once the signed-in admin's own account is selected", async () => {
    renderInRefine(<ResourceList resource={users} />, {
      dataProvider: fakeDataProvider({
        getList: vi.fn(async () => ({
          data: [aUser({ id: 1, name: 'Ada Admin' }), aUser({ id: 2, name: 'Bea Admin' })],
          total: 2,
        })),
      }),
      route: { resource: 'users', action: 'list' },
      // Ada is signed in.
      userId: 1,
    });
    await screen.findByText('Bea Admin');
    const selectable = (name: string) =>
      !(screen.getByLabelText(`Select ${name}`) as HTMLInputElement).disabled;
    expect([selectable('Ada Admin'), selectable('Bea Admin')]).toEqual([true, true]);
    fireEvent.click(screen.getByLabelText('Select Bea Admin'));
    expect(await screen.findByRole('button', { name: 'Delete 1' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select Ada Admin'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Mark as Disabled' })).toBeTruthy();
  });

  it('names the rows a bulk delete left, and keeps them selected', async () => {
    const hasOrders = 'This customer has orders; disable the account instead';
    const people = ['Cem Kaya', 'Dana Roth', 'Eva Berg'].map((name, i) =>
      aUser({ id: i + 2, name, role: 'customer' }),
    );
    const notificationProvider = { open: vi.fn(), close: vi.fn() };
    renderInRefine(<ResourceList resource={users} />, {
      dataProvider: fakeDataProvider({
        getList: vi.fn(async () => ({ data: people, total: people.length })),
        deleteOne: vi.fn(async ({ id }: { id: number }) => {
          if (id !== 3) throw { statusCode: 422, message: hasOrders };
          return { data: { id } };
        }),
      }),
      notificationProvider,
      route: { resource: 'users', action: 'list' },
      userId: 1,
    });
    await screen.findByText('Eva Berg');
    const box = (name: string) => screen.getByLabelText(`Select ${name}`) as HTMLInputElement;
    await waitFor(() => expect(box('Cem Kaya').disabled).toBe(false));
    for (const name of ['Cem Kaya', 'Dana Roth', 'Eva Berg']) fireEvent.click(box(name));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 3' }));

    // First the undo notice, then, once its seconds have run, the outcome.
    await waitFor(() => expect(notificationProvider.open).toHaveBeenCalledTimes(2), {
      timeout: 9000,
    });
    expect(notificationProvider.open.mock.calls[0]?.[0]).toMatchObject({ type: 'progress' });
    expect(notificationProvider.open.mock.calls[1]?.[0]).toMatchObject({
      description: '1 of 3 deleted',
      message: `Cem Kaya, Eva Berg: ${hasOrders}`,
    });
    expect(await screen.findByText('2 selected')).toBeTruthy();
    expect([box('Cem Kaya').checked, box('Dana Roth').checked, box('Eva Berg').checked]).toEqual([
      true,
      false,
      true,
    ]);
  }, 60_000);

  it('gives users role and status filters and no tabs', async () => {
    const dataProvider = fakeDataProvider({ getList: vi.fn(async () => ({ data: [], total: 0 })) });
    renderInRefine(<ResourceList resource={users} />, {
      dataProvider,
      route: { resource: 'users', action: 'list' },
    });
    expect(await screen.findByText('No users yet')).toBeTruthy();
    expect(screen.getAllByLabelText('Filter by Role').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('Filter by Status').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('tab')).toEqual([]);
  });

  it.each([
    ['operator', ['Show ORD-000007', 'Edit ORD-000007']],
    ['viewer', ['Show ORD-000007']],
  ] as const)('gives the %s the row links its role may follow', async (role, names) => {
    const dataProvider = fakeDataProvider({
      getList: vi.fn(async () => ({ data: [order], total: 1 })),
    });
    renderInRefine(<ResourceList resource={orders} />, {
      dataProvider,
      role,
      route: { resource: 'orders', action: 'list' },
    });
    const row = (await screen.findByText('ORD-000007')).closest('tr') as HTMLElement;
    // The links wait for the role's permission map, as they do while /api/auth/me loads.
    await within(row).findByRole('link', { name: /^Show / });
    const links = within(row)
      .getAllByRole('link')
      .filter((link) => /^(Show|Edit) /.test(link.getAttribute('aria-label') ?? ''));
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(names);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      names.map((name) => (name.startsWith('Show') ? '/orders/show/7' : '/orders/edit/7')),
    );
    // A plain click stays in the page; Ctrl+click is left to the browser (a new tab).
    const show = links[0] as HTMLElement;
    expect(fireEvent.click(show, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(show)).toBe(false);
  });
});
