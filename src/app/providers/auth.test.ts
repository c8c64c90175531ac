// @vitest-environment jsdom
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, safeReturnPath } from './auth';
import { http } from './data';
import { toHttpError } from './http-client';
import { forgetMe, type Me } from './identity';

const config = { headers: {} } as InternalAxiosRequestConfig;
const serverError = (status: number, data: unknown) =>
  toHttpError(
    new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, {
      status,
      data,
      statusText: '',
      headers: {},
      config,
    } as AxiosResponse),
  );
const unauthenticated = serverError(401, {
  statusCode: 401,
  code: 'UNAUTHENTICATED',
  message: 'Sign in',
});
const me: Me = {
  user: { id: 1, name: 'Ada Admin', email: 'admin@example.com', role: 'admin', phone: null },
  permissions: {},
};
const response = <T>(data: T) => ({ data }) as AxiosResponse<T>;

beforeEach(() => {
  forgetMe();
  window.history.replaceState(null, '', '/orders/show/7?tab=history');
});
afterEach(() => vi.restoreAllMocks());

describe('check', () => {
  it('sends a signed-out visitor to /login, keeping the page asked for', async () => {
    vi.spyOn(http, 'get').mockRejectedValue(unauthenticated);
    const result = await authProvider.check();
    expect(result).toMatchObject({
      authenticated: false,
      redirectTo: `/login?to=${encodeURIComponent('/orders/show/7?tab=history')}`,
    });
  });

  it('does not add ?to= for the home page', async () => {
    window.history.replaceState(null, '', '/');
    vi.spyOn(http, 'get').mockRejectedValue(unauthenticated);
    expect(await authProvider.check()).toMatchObject({
      authenticated: false,
      redirectTo: '/login',
    });
  });

  it('lets a signed-in user through', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue(response(me));
    expect(await authProvider.check()).toEqual({ authenticated: true });
    expect(get).toHaveBeenCalledWith('/api/auth/me');
  });
});

describe('onError', () => {
  it('logs out on 401 and comes back to the same page after signing in', async () => {
    const result = await authProvider.onError(unauthenticated);
    expect(result).toMatchObject({
      logout: true,
      redirectTo: `/login?to=${encodeURIComponent('/orders/show/7?tab=history')}`,
    });
  });

  it('forgets the cached identity on 401', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue(response(me));
    await authProvider.check();
    await authProvider.onError(unauthenticated);
    await authProvider.check();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('does not log out on 403: the user is signed in, just not allowed', async () => {
    const result = await authProvider.onError(
      serverError(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Not allowed' }),
    );
    expect(result).toEqual({});
  });
});

describe('login', () => {
  const credentials = { email: 'admin@example.com', password: 'demo-password' };

  it('returns the server code and retryAfter when locked out (429)', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(
      serverError(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Wait', retryAfter: 840 }),
    );
    const result = await authProvider.login(credentials);
    expect(result.success).toBe(false);
    expect(result.error).toMatchObject({ name: 'RATE_LIMITED', retryAfter: 840 });
  });

  it('names bad credentials by their code', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(
      serverError(401, {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Email or password is incorrect',
      }),
    );
    const result = await authProvider.login(credentials);
    expect(result).toMatchObject({ success: false, error: { name: 'INVALID_CREDENTIALS' } });
  });

  it('sends remember as a boolean and goes back to the page asked for', async () => {
    window.history.replaceState(
      null,
      '',
      `/login?to=${encodeURIComponent('/packages?status=lost')}`,
    );
    const post = vi.spyOn(http, 'post').mockResolvedValue(response(me));
    const result = await authProvider.login(credentials);
    expect(post).toHaveBeenCalledWith('/api/auth/login', { ...credentials, remember: false });
    expect(result).toEqual({ success: true, redirectTo: '/packages?status=lost' });
  });

  it('never redirects off the site', async () => {
    window.history.replaceState(null, '', `/login?to=${encodeURIComponent('//evil.example')}`);
    vi.spyOn(http, 'post').mockResolvedValue(response(me));
    expect(await authProvider.login(credentials)).toEqual({ success: true, redirectTo: '/' });
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
