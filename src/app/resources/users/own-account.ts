import type { BaseKey, BaseRecord } from '@refinedev/core';

/**
 * Whether `user` is the signed-in user's own account (`viewerId`; no while unknown): nobody
 * disables, deletes or changes the role of their own (rules/users.ts).
 */
export const isOwnAccount = (user: BaseRecord, viewerId: BaseKey | undefined): boolean =>
  viewerId !== undefined && String(user.id) === String(viewerId);
