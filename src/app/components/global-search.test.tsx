// @vitest-environment jsdom
import type { DataProvider } from '@refinedev/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GlobalSearch } from './global-search';
import { emptyDataProvider, fakeRouter, renderInRefine, stubBrowser } from './test-utils';
import type { SearchHit } from './use-search-hits';

beforeAll(stubBrowser);
afterEach(cleanup);

const hits: SearchHit[] = [
  {
    resource: 'orders',
    id: 11,
    title: 'ORD-000011',
    subtitle: 'Anna Schmidt · Berlin',
    state: { field: 'status', value: 'label_created' },
  },
  {
    resource: 'users',
    id: 5,
    title: 'Anna Schmidt',
    subtitle: 'anna@example.com',
    state: { field: 'role', value: 'customer' },
  },
  {
    resource: 'orders',
    id: 12,
    title: 'ORD-000012',
    subtitle: 'Anna Schmidt · Bern',
    state: { field: 'status', value: 'confirmed' },
  },
];

function Harness() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  return <GlobalSearch open={open} onOpenChange={setOpen} query={query} onQueryChange={setQuery} />;
}

function renderSearch(custom: DataProvider['custom'] = emptyDataProvider.custom) {
  const router = fakeRouter();
  renderInRefine(<Harness />, {
    router: router.provider,
    dataProvider: { ...emptyDataProvider, custom },
  });
  return router;
}

const press = (init: KeyboardEventInit) =>
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
  });

describe('GlobalSearch', () => {
  it('opens on Ctrl+K', async () => {
    renderSearch();
    expect(screen.queryByRole('combobox')).toBeNull();
    press({ key: 'k', ctrlKey: true });
    expect(await screen.findByRole('combobox', { name: 'Search everything' })).toBeTruthy();
  });

  it('opens on Cmd+K (Meta+K)', async () => {
    renderSearch();
    press({ key: 'K', metaKey: true });
    expect(await screen.findByRole('combobox')).toBeTruthy();
  });

  it('ignores K without a modifier', () => {
    renderSearch();
    press({ key: 'k' });
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('searches once typing settles, groups the hits and opens the chosen one with ↓ and Enter', async () => {
    const custom = vi.fn(async () => ({ data: hits as never }));
    const router = renderSearch(custom);
    press({ key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 'an' } });
    fireEvent.change(input, { target: { value: 'anna' } });

    const options = await screen.findAllByRole('option');
    expect(custom).toHaveBeenCalledTimes(1);
    expect(custom).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/search', method: 'get', query: { q: 'anna' } }),
    );
    // Both orders first (the first resource seen), then the user; states by their labels (a
    // value without one, as label_created is for orders, as it came).
    expect(options.map((option) => option.textContent)).toEqual([
      'ORD-000011Anna Schmidt · Berlin · label_created',
      'ORD-000012Anna Schmidt · Bern · Confirmed',
      'Anna Schmidtanna@example.com · Customer',
    ]);
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([
      'Orders',
      'Users',
    ]);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.went).toContainEqual({ to: '/users/show/5' }));
  });

  it('opens a hit on click', async () => {
    const router = renderSearch(async () => ({ data: hits as never }));
    press({ key: 'k', ctrlKey: true });
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'bern' } });
    fireEvent.click(await screen.findByText('ORD-000012'));
    await waitFor(() => expect(router.went).toContainEqual({ to: '/orders/show/12' }));
  });

  it('says so when nothing matches', async () => {
    renderSearch(async () => ({ data: [] as never }));
    press({ key: 'k', ctrlKey: true });
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeTruthy();
  });
});
