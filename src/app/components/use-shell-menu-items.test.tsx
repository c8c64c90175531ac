// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Menu } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../crud/test/render';
import { firstPageOf } from '../providers/prefetch';
import { useShellMenuItems } from './use-shell-menu-items';

const prefetchList = vi.fn();
/** A data provider that prefetches, as the app's does (`withPrefetch`). */
const dataProvider = { ...fakeDataProvider(), prefetchList };

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  prefetchList.mockClear();
});

function SideMenu() {
  return <Menu mode="inline">{useShellMenuItems()}</Menu>;
}

describe('the side menu', () => {
  it("asks for a list's first page as its entry is pressed, before the click", async () => {
    renderInRefine(<SideMenu />, { role: 'operator', dataProvider });
    const ordersLink = await screen.findByRole('link', { name: 'Orders' });

    fireEvent.pointerDown(ordersLink, { button: 2 });
    expect(prefetchList).not.toHaveBeenCalled();
    fireEvent.pointerDown(ordersLink, { button: 0 });
    expect(prefetchList).toHaveBeenCalledWith(firstPageOf('orders'));

    fireEvent.keyDown(screen.getByRole('link', { name: 'Packages' }), { key: 'Enter' });
    expect(prefetchList).toHaveBeenLastCalledWith(firstPageOf('packages'));
  });

  it('prefetches nothing for the entries that are not lists', async () => {
    renderInRefine(<SideMenu />, { role: 'admin', dataProvider });
    for (const name of ['Dashboard', 'Activity', 'Settings']) {
      fireEvent.pointerDown(await screen.findByRole('link', { name }), { button: 0 });
    }
    expect(prefetchList).not.toHaveBeenCalled();
  });
});
