// @vitest-environment jsdom
import type { AuthProvider } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeRouter, renderInRefine, stubBrowser } from '../../components/test-utils';
import type { JsonResponse } from '../../providers/api-fetch';
import { http } from '../../providers/data';
import { FeedbackProvider } from '../../providers/feedback';
import { PasswordCard } from './password-card';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderCard() {
  const logout = vi.fn(async () => ({ success: true, redirectTo: '/login' }));
  const auth: AuthProvider = {
    login: async () => ({ success: true }),
    logout,
    check: async () => ({ authenticated: true }),
    onError: async () => ({}),
  };
  const router = fakeRouter('/settings');
  renderInRefine(
    <FeedbackProvider>
      <PasswordCard />
    </FeedbackProvider>,
    { authProvider: auth, router: router.provider },
  );
  return { logout, router };
}

function fill(current: string, next: string, repeat = next) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordCard', () => {
  it('tells the user and sends them to sign in again, since the server ended their sessions', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ data: { ok: true } } as JsonResponse<unknown>);
    const { logout, router } = renderCard();
    fill('demo-password', 'correct horse battery staple');
    expect(await screen.findByText(/Your password is changed/)).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/auth/password', {
      currentPassword: 'demo-password',
      newPassword: 'correct horse battery staple',
    });
    await waitFor(() => expect(logout).toHaveBeenCalled());
    await waitFor(() =>
      expect(router.went).toContainEqual(
        expect.objectContaining({ to: `/login?to=${encodeURIComponent('/settings')}` }),
      ),
    );
  });

  it('shows a wrong current password beside its field', async () => {
    vi.spyOn(http, 'post').mockRejectedValue({
      statusCode: 422,
      message: 'Some fields need attention',
      errors: { currentPassword: ['This is not your current password'] },
    });
    const { logout } = renderCard();
    fill('not-it', 'correct horse battery staple');
    expect(await screen.findByText('This is not your current password')).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
  });

  it('refuses a short or mistyped new password before asking the server', async () => {
    const post = vi.spyOn(http, 'post');
    renderCard();
    fill('demo-password', 'short', 'short');
    expect(await screen.findByText('Use 12 to 128 characters')).toBeTruthy();
    fill('demo-password', 'correct horse battery staple', 'correct horse battery stapel');
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
