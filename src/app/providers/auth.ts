import type { AuthProvider, HttpError } from '@refinedev/core';
import { apiUrl } from './config';
import { http } from './data';
import { fetchMe, forgetMe, type Me, rememberMe } from './identity';

export interface LoginParams {
  email: string;
  password: string;
  remember?: boolean;
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;
const loginWithReturn = () => {
  const path = currentPath();
  return path.startsWith('/login') || path === '/'
    ? '/login'
    : `/login?to=${encodeURIComponent(path)}`;
};

/** `to` if it is a path on this site, else `/`: never a way off the site. */
export function safeReturnPath(to: string | null | undefined): string {
  return to?.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/';
}

/** Cookie-session auth over /api/auth (SPEC §6). */
export const authProvider: AuthProvider = {
  async login({ email, password, remember }: LoginParams) {
    try {
      const { data } = await http.post<Me>(`${apiUrl}/auth/login`, {
        email,
        password,
        remember: remember === true,
      });
      rememberMe(data);
      const to = new URLSearchParams(window.location.search).get('to');
      return { success: true, redirectTo: safeReturnPath(to) };
    } catch (error) {
      const failure = error as HttpError & { code?: string; retryAfter?: number };
      return {
        success: false,
        error: { ...failure, name: failure.code ?? 'LOGIN_FAILED', message: failure.message },
      };
    }
  },
  async logout() {
    try {
      await http.post(`${apiUrl}/auth/logout`);
    } finally {
      forgetMe();
    }
    return { success: true, redirectTo: '/login' };
  },
  async check() {
    const me = await fetchMe().catch(() => null);
    return me
      ? { authenticated: true }
      : { authenticated: false, logout: true, redirectTo: loginWithReturn() };
  },
  async onError(error: HttpError) {
    if (error?.statusCode === 401) {
      forgetMe();
      return { logout: true, redirectTo: loginWithReturn(), error };
    }
    return {};
  },
  getIdentity: async () => (await fetchMe())?.user ?? null,
  getPermissions: async () => (await fetchMe())?.permissions ?? null,
};
