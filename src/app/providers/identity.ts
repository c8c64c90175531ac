import type { Action, Role } from '../../resources/define';
import { type ApiFailure, callApi } from './api-fetch';

export interface Identity {
  id: number;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
}
export type Permissions = Record<string, Record<Action, boolean>>;
export interface Me {
  user: Identity;
  permissions: Permissions;
}

let cached: Promise<Me | null> | null = null;

/** The signed-in user and permissions, fetched once and shared until `forgetMe`. */
export function fetchMe(): Promise<Me | null> {
  cached ??= callApi<Me>('GET', '/auth/me').catch((error: ApiFailure) => {
    cached = null;
    if (error.statusCode === 401) return null;
    throw error;
  });
  return cached;
}

export function rememberMe(me: Me): void {
  cached = Promise.resolve(me);
}

export function forgetMe(): void {
  cached = null;
}
