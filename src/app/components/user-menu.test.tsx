// @vitest-environment jsdom
import type { AuthProvider } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeRouter, renderInRefine, stubBrowser } from './test-utils';
import { UserMenu } from './user-menu';

beforeAll(stubBrowser);
afterEach(cleanup);

const identity = { id: 1, name: 'Olga Operator', email: 'olga@example.com', role: 'operator' };

function renderMenu() {
  const router = fakeRouter();
  const authProvider: AuthProvider = {
    login: async () => ({ success: true }),
    logout: vi.fn(async () => ({ success: true })),
    check: async () => ({ authenticated: true }),
    onError: async () => ({}),
    getIdentity: async () => identity,
  };
  renderInRefine(<UserMenu compact={false} />, { router: router.provider, authProvider });
  return { router, authProvider };
}

const accountButton = () => screen.findByRole('button', { name: 'Account menu for Olga Operator' });

describe('UserMenu', () => {
  it('opens on a click before its menu has loaded, with the focus kept on its button', async () => {
    renderMenu();
    (await accountButton()).focus();
    fireEvent.click(await accountButton());
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('olga@example.com · Operator');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    expect(document.activeElement).toBe(await accountButton());
  });

  it('goes to the settings from its menu', async () => {
    const { router } = renderMenu();
    fireEvent.click(await accountButton());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(router.went).toContainEqual({ to: '/settings' }));
  });

  it('logs out from its menu', async () => {
    const { authProvider } = renderMenu();
    fireEvent.click(await accountButton());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
  });
});
