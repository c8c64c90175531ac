// @vitest-environment jsdom
import type { AuthProvider } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInRefine, stubBrowser } from '../../components/test-utils';
import type { JsonResponse } from '../../providers/api-fetch';
import { http } from '../../providers/data';
import { FeedbackProvider } from '../../providers/feedback';
import { forgetMe, type Identity, type Me } from '../../providers/identity';
import { ProfileCard } from './profile-card';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  forgetMe();
});

const ada: Identity = {
  id: 1,
  name: 'Ada Admin',
  email: 'admin@example.com',
  role: 'admin',
  phone: null,
};
const auth: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => ada,
};

const renderCard = () =>
  renderInRefine(
    <FeedbackProvider>
      <ProfileCard />
    </FeedbackProvider>,
    { authProvider: auth },
  );

describe('ProfileCard', () => {
  it('shows the server’s field errors beside the fields', async () => {
    vi.spyOn(http, 'patch').mockRejectedValue({
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Some fields need attention',
      errors: { name: ['This name is reserved'] },
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    const message = await screen.findByText('This name is reserved');
    expect(message.closest('.ant-form-item')?.querySelector('label')?.textContent).toBe('Name');
  });

  it('saves name and phone, an empty phone as none', async () => {
    const saved: Me = { user: { ...ada, name: 'Ada Lovelace' }, permissions: {} };
    const patch = vi.spyOn(http, 'patch').mockResolvedValue({ data: saved } as JsonResponse<Me>);
    renderCard();
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: ' Ada Lovelace ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
    expect(patch).toHaveBeenCalledWith('/api/auth/me', { name: 'Ada Lovelace', phone: null });
  });

  it('takes a phone typed with spaces and parentheses, and sends it as E.164', async () => {
    const saved: Me = { user: { ...ada, phone: '+493411973493' }, permissions: {} };
    const patch = vi.spyOn(http, 'patch').mockResolvedValue({ data: saved } as JsonResponse<Me>);
    renderCard();
    const phone = await screen.findByLabelText('Phone');
    fireEvent.change(phone, { target: { value: '+49 (341) 197-3493' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
    expect(patch).toHaveBeenCalledWith('/api/auth/me', {
      name: 'Ada Admin',
      phone: '+493411973493',
    });
  });

  it('checks the phone format before sending', async () => {
    const patch = vi.spyOn(http, 'patch');
    renderCard();
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '030 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Use + and 8 to 15 digits')).toBeTruthy();
    await waitFor(() => expect(patch).not.toHaveBeenCalled());
  });
});
