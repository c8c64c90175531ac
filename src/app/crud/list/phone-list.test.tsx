// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../resources';
import type { Role } from '../../../resources/define';
import ResourceList from '../resource-list';
import { anOrder } from '../test/records';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../test/render';
import { phoneQuery } from './use-is-phone';

const wide = window.matchMedia;
beforeAll(() => {
  stubBrowser();
  const stub = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...stub(query), matches: query === phoneQuery });
});
afterAll(() => {
  window.matchMedia = wide;
});
afterEach(cleanup);

const order = anOrder({ id: 7, customerName: 'Anna Schmidt', city: 'Leipzig', amount: 123456 });

async function drawOrders(role: Role) {
  const getList = vi.fn(async () => ({ data: [order], total: 1 }));
  renderInRefine(<ResourceList resource={orders} />, {
    dataProvider: fakeDataProvider({ getList }),
    route: { resource: 'orders', action: 'list' },
    role,
  });
  return screen.findByRole('list', { name: 'Orders' });
}

describe('a list on a phone', () => {
  it('shows each row as a card: title, status, key figures and actions, no table', async () => {
    // A viewer, who may neither move nor delete: no selection.
    const cards = await drawOrders('viewer');
    const card = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: String(order.number) })).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).getByText('Customer').closest('div')?.textContent).toContain(
      'Anna Schmidt',
    );
    expect(within(card).getByText('City').closest('div')?.textContent).toContain('Leipzig');
    expect(within(card).getByText('Amount').closest('div')?.textContent).toContain('1,234.56');
    expect(within(card).getByRole('link', { name: `Show ${order.number}` })).toBeTruthy();
    expect(within(card).queryByRole('checkbox')).toBeNull();
    expect(document.querySelector('table')).toBeNull();
  });

  it('offers the selection where the list has bulk actions (an operator’s moves)', async () => {
    const cards = await drawOrders('operator');
    fireEvent.click(within(cards).getByRole('checkbox', { name: `Select ${order.number}` }));
    expect(await screen.findByText('1 selected')).toBeTruthy();
  });

  it('opens the column filters in a drawer', async () => {
    await drawOrders('operator');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('heading', { name: 'City' })).toBeTruthy();
    expect(within(drawer).getByRole('heading', { name: 'Amount' })).toBeTruthy();
  });
});
