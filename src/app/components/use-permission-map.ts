import { usePermissions } from '@refinedev/core';
import type { Permissions } from '../providers/identity';

/** What the signed-in role may do, per resource and action (`/api/auth/me`); undefined while loading. */
export function usePermissionMap(): Permissions | undefined {
  return usePermissions<Permissions>({}).data ?? undefined;
}
