import type { AccessControlProvider } from '@refinedev/core';
import type { Action } from '../../resources/define';
import { fetchMe } from './identity';

/** refine's action names mapped to ours. */
const actionOf: Record<string, Action> = {
  list: 'list',
  show: 'show',
  create: 'create',
  clone: 'create',
  edit: 'edit',
  delete: 'delete',
  export: 'list',
};

/** Hides what a role may not do, from /api/auth/me's permission map. The server decides; this is a courtesy. */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource, action }) {
    const me = await fetchMe().catch(() => null);
    if (!me) return { can: false };
    const permissions = resource ? me.permissions[resource] : undefined;
    if (!permissions) return { can: true };
    const mapped = actionOf[action];
    const can = mapped ? permissions[mapped] : false;
    return can ? { can } : { can, reason: 'Your role may not do this' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
