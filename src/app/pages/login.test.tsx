// @vitest-environment jsdom
import type { AuthProvider } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeRouter, renderInRefine, stubBrowser } from '../components/test-utils';
import LoginPage from './login';

beforeAll(stubBrowser);
afterEach(cleanup);

function fakeAuth(login: AuthProvider['login']): AuthProvider {
  return {
    login,
    logout: async () => ({ success: true }),
    check: async () => ({ authenticated: false }),
    onError: async () => ({}),
  };
}

function signIn(email = 'admin@example.com', password = 'wrong-password') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const failing = (error: Record<string, unknown>) =>
  vi.fn(async () => ({ success: false, error: { message: 'server text', ...error } as Error }));

describe('LoginPage', () => {
  it('labels its inputs, focuses the email and asks the browser to fill them', () => {
    renderInRefine(<LoginPage />, { authProvider: fakeAuth(failing({})) });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveProperty('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveProperty('autocomplete', 'current-password');
    expect(document.activeElement).toBe(email);
  });

  it('shows one generic message for bad credentials', async () => {
    const login = failing({ name: 'INVALID_CREDENTIALS', statusCode: 401 });
    renderInRefine(<LoginPage />, { authProvider: fakeAuth(login) });
    signIn();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Email or password is incorrect.',
    );
    expect(login).toHaveBeenCalledWith({
      email: 'admin@example.com',
      password: 'wrong-password',
      remember: false,
    });
  });

  it('says how long to wait when locked out', async () => {
    const login = failing({ name: 'RATE_LIMITED', statusCode: 429, retryAfter: 14 * 60 - 20 });
    renderInRefine(<LoginPage />, { authProvider: fakeAuth(login) });
    signIn();
    expect(await screen.findByText('Too many attempts. Try again in 14 minutes.')).toBeTruthy();
  });

  it('tells a customer or disabled account that the dashboard is not for them', async () => {
    const login = failing({ name: 'NO_DASHBOARD_ACCESS', statusCode: 403 });
    renderInRefine(<LoginPage />, { authProvider: fakeAuth(login) });
    signIn('customer@example.com');
    expect(await screen.findByText(/This account cannot use the dashboard/)).toBeTruthy();
    expect(screen.queryByText(/incorrect/)).toBeNull();
  });

  it('validates before asking the server', async () => {
    const login = failing({});
    renderInRefine(<LoginPage />, { authProvider: fakeAuth(login) });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('goes where the provider says once signed in', async () => {
    const login = vi.fn(async () => ({ success: true, redirectTo: '/orders?status=pending' }));
    const router = fakeRouter('/login');
    renderInRefine(<LoginPage />, { router: router.provider, authProvider: fakeAuth(login) });
    fireEvent.click(screen.getByLabelText('Keep me signed in on this device'));
    signIn('admin@example.com', 'demo-password');
    await waitFor(() =>
      expect(router.went).toContainEqual({ to: '/orders?status=pending', type: 'replace' }),
    );
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ remember: true }));
  });
});
