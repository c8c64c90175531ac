// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from './components/test-utils';
import { serverAnswers } from './providers/fake-fetch';
import { fetchMe, forgetMe, type Me } from './providers/identity';
import { SignInEntry } from './sign-in-entry';

const me: Me = {
  user: {
    id: 2,
    name: 'Olga Operator',
    email: 'operator@example.com',
    role: 'operator',
    phone: null,
  },
  permissions: {},
};
const signedOut: [number, unknown] = [
  401,
  { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' },
];

beforeAll(stubBrowser);
beforeEach(() => {
  forgetMe();
  window.history.replaceState(
    null,
    '',
    `/login?to=${encodeURIComponent('/orders?status=pending')}`,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Shows the page, fills the form as a person does and sends it; answers the hand-over spy. */
async function signInThrough(email: string, password: string) {
  const onSignedIn = vi.fn();
  render(<SignInEntry onSignedIn={onSignedIn} />);
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return onSignedIn;
}

describe('the sign-in page opened on its own', () => {
  it('signs in and hands over to the app at the page asked for, knowing who signed in', async () => {
    const fetch = serverAnswers(signedOut, [200, me]);
    const onSignedIn = await signInThrough(' operator@example.com ', 'demo-password');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/orders?status=pending'));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/me', '/api/auth/login']);
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toMatchObject({
      email: 'operator@example.com',
    });
    // The app that follows asks the server no more who this is.
    expect(await fetchMe()).toEqual(me);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the generic message and stays when the password is wrong', async () => {
    serverAnswers(signedOut, [
      401,
      { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect' },
    ]);
    const onSignedIn = await signInThrough('operator@example.com', 'not the password');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Email or password is incorrect.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('goes straight on when the browser is signed in already', async () => {
    serverAnswers([200, me]);
    const onSignedIn = vi.fn();
    render(<SignInEntry onSignedIn={onSignedIn} />);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/orders?status=pending'));
  });
});
