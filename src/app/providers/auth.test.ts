// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './auth';
import { serverAnswers } from './fake-fetch';
import { forgetMe, type Me } from './identity';
import { safeReturnPath } from './sign-in';

const unauthenticated: [number, unknown] = [
  401,
  { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' },
];
const me: Me = {
  user: { id: 1, name: 'Ada Admin', email: 'admin@example.com', role: 'admin', phone: null },
  permissions: {},
};

beforeEach(() => {
  forgetMe();
  window.history.replaceState(null, '', '/orders/show/7?tab=history');
});
afterEach(() => vi.unstubAllGlobals());

describe('check', () => {
  it('sends a signed-out visitor to /login, keeping the page asked for', async () => {
    serverAnswers(unauthenticated);
    const result = await authProvider.check();
    expect(result).toMatchObject({
      authenticated: false,
      redirectTo: `/login?to=${encodeURIComponent('/orders/show/7?tab=history')}`,
    });
  });

  it('keeps the sign-in page where it leads when the session is found ended there', async () => {
    const login = `/login?to=${encodeURIComponent('/settings')}`;
    window.history.replaceState(null, '', login);
    serverAnswers(unauthenticated);
    expect(await authProvider.check()).toMatchObject({ authenticated: false, redirectTo: login });
    expect(await authProvider.onError({ statusCode: 401, message: 'Sign in' })).toMatchObject({
      redirectTo: login,
    });
  });

  it('does not add ?to= for the home page', async () => {
    window.history.replaceState(null, '', '/');
    serverAnswers(unauthenticated);
    expect(await authProvider.check()).toMatchObject({
      authenticated: false,
      redirectTo: '/login',
    });
  });

  it('lets a signed-in user through', async () => {
    const fetch = serverAnswers([200, me]);
    expect(await authProvider.check()).toEqual({ authenticated: true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/me',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('treats a server that cannot be reached as signed out, not as a crash', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await authProvider.check()).toMatchObject({ authenticated: false });
  });
});

describe('onError', () => {
  const httpError = (statusCode: number) => ({ statusCode, message: 'from the server' });

  it('logs out on 401 and comes back to the same page after signing in', async () => {
    const result = await authProvider.onError(httpError(401));
    expect(result).toMatchObject({
      logout: true,
      redirectTo: `/login?to=${encodeURIComponent('/orders/show/7?tab=history')}`,
    });
  });

  it('forgets the cached identity on 401', async () => {
    const fetch = serverAnswers([200, me], [200, me]);
    await authProvider.check();
    await authProvider.check();
    expect(fetch).toHaveBeenCalledTimes(1);
    await authProvider.onError(httpError(401));
    await authProvider.check();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not log out on 403: the user is signed in, just not allowed', async () => {
    expect(await authProvider.onError(httpError(403))).toEqual({});
  });
});

describe('login', () => {
  const credentials = { email: 'admin@example.com', password: 'demo-password' };

  it('returns the server code and retryAfter when locked out (429)', async () => {
    serverAnswers([
      429,
      { statusCode: 429, code: 'RATE_LIMITED', message: 'Wait', retryAfter: 840 },
    ]);
    const result = await authProvider.login(credentials);
    expect(result.success).toBe(false);
    expect(result.error).toMatchObject({ name: 'RATE_LIMITED', retryAfter: 840 });
  });

  it('names bad credentials by their code', async () => {
    serverAnswers([
      401,
      { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect' },
    ]);
    const result = await authProvider.login(credentials);
    expect(result).toMatchObject({ success: false, error: { name: 'INVALID_CREDENTIALS' } });
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const result = await authProvider.login(credentials);
    expect(result).toMatchObject({ success: false, error: { statusCode: 0 } });
  });

  it('sends remember as a boolean with the same-origin header, and goes back to the page asked for', async () => {
    window.history.replaceState(
      null,
      '',
      `/login?to=${encodeURIComponent('/packages?status=lost')}`,
    );
    const fetch = serverAnswers([200, me]);
    const result = await authProvider.login(credentials);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(JSON.parse(String(init?.body))).toEqual({ ...credentials, remember: false });
    expect(result).toEqual({ success: true, redirectTo: '/packages?status=lost' });
  });

  it('keeps the signed-in user, so the app asks the server no more', async () => {
    const fetch = serverAnswers([200, me]);
    await authProvider.login(credentials);
    expect(await authProvider.getIdentity?.()).toEqual(me.user);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never redirects off the site', async () => {
    window.history.replaceState(null, '', `/login?to=${encodeURIComponent('//evil.example')}`);
    serverAnswers([200, me]);
    expect(await authProvider.login(credentials)).toEqual({ success: true, redirectTo: '/' });
  });
});

describe('logout', () => {
  it('ends the session on the server and forgets the user', async () => {
    const fetch = serverAnswers([200, me], [200, { ok: true }], unauthenticated);
    await authProvider.check();
    expect(await authProvider.logout({})).toEqual({ success: true, redirectTo: '/login' });
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/auth/logout');
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ method: 'POST' });
    expect(await authProvider.check()).toMatchObject({ authenticated: false });
  });

  it('signs out a session the server has already ended (401), to the sign-in page', async () => {
    serverAnswers([200, me], unauthenticated, unauthenticated);
    await authProvider.check();
    expect(await authProvider.logout({})).toEqual({ success: true, redirectTo: '/login' });
    expect(await authProvider.check()).toMatchObject({ authenticated: false });
  });
});

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/orders/show/7?tab=history')).toBe('/orders/show/7?tab=history');
  });

  it('refuses anything that could leave the site', () => {
    for (const to of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'orders',
      '',
      null,
    ]) {
      expect(safeReturnPath(to)).toBe('/');
    }
  });
});
