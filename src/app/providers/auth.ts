import type { AuthProvider, HttpError } from '@refinedev/core';
import { type ApiFailure, callApi } from './api-fetch';
import { fetchMe, forgetMe } from './identity';
import { announceSessionEnded } from './session-ended';
import { login, loginPathFor } from './sign-in';

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Where a session that ended sends the user: to sign in, then back here. On the sign-in page
 * already (a second answer of the same ending), it stays where it is, keeping its `?to=`.
 */
const loginWithReturn = () => {
  const path = currentPath();
  return path.startsWith('/login') ? path : loginPathFor(path);
};

/** Cookie-session auth over /api/auth (SPEC §6). */
export const authProvider: AuthProvider = {
  login,
  async logout() {
    try {
      // A session that has already ended (the 401 that brought us here) is signed out all the
      // same: refusing it left the page blank, the sign-in never shown.
      await callApi('POST', '/auth/logout').catch((error: ApiFailure) => {
        if (error?.statusCode !== 401) throw error;
      });
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
      announceSessionEnded();
      return { logout: true, redirectTo: loginWithReturn(), error };
    }
    return {};
  },
  getIdentity: async () => (await fetchMe())?.user ?? null,
  getPermissions: async () => (await fetchMe())?.permissions ?? null,
};
