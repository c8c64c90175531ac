import type { AuthActionResponse } from '@refinedev/core';
import { type ApiFailure, callApi } from './api-fetch';
import { type Me, rememberMe } from './identity';

export interface LoginParams {
  email: string;
  password: string;
  remember?: boolean;
}

/** `to` if it is a path on this site, else `/`: never a way off the site. */
export function safeReturnPath(to: string | null | undefined): string {
  return to?.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/';
}

/** The sign-in page, leading back to `path` once signed in (home needs no `?to=`). */
export const loginPathFor = (path: string) =>
  path === '/' ? '/login' : `/login?to=${encodeURIComponent(path)}`;

/** Where to go once signed in: the page asked for with `?to=`, if it is on this site. */
export const returnPath = () =>
  safeReturnPath(new URLSearchParams(window.location.search).get('to'));

/**
 * Signs in (SPEC §6) and answers as refine's `authProvider.login` does. Free of refine's runtime
 * and of axios, so that the sign-in screen loaded on its own (`sign-in-entry.tsx`) stays light.
 */
export async function login({
  email,
  password,
  remember,
}: LoginParams): Promise<AuthActionResponse> {
  try {
    rememberMe(
      await callApi<Me>('POST', '/auth/login', { email, password, remember: remember === true }),
    );
    return { success: true, redirectTo: returnPath() };
  } catch (error) {
    const failure = error as ApiFailure;
    return {
      success: false,
      error: { ...failure, name: failure.code ?? 'LOGIN_FAILED', message: failure.message },
    };
  }
}
