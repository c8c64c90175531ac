import type { BaseKey } from '@refinedev/core';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link';
import { usePermissionMap } from '../../components/use-permission-map';

interface RecordLinkProps {
  resource: string;
  id: BaseKey;
  children: ReactNode;
}

/** The route of a record's show or edit page (SPEC §2), the id escaped for the path. */
export const recordPath = (resource: string, action: 'show' | 'edit', id: BaseKey) =>
  `/${resource}/${action}/${encodeURIComponent(String(id))}`;

/**
 * A link to a record's show page, or plain text when the role may not show that resource. The
 * role's permission map is one shared query (refine's `useCan` would ask per link); a resource
 * the map does not name is shown, as the access-control provider allows it.
 */
export function RecordLink({ resource, id, children }: RecordLinkProps) {
  const may = usePermissionMap()?.[resource];
  if (may?.show === false) return <>{children}</>;
  return <AppLink to={recordPath(resource, 'show', id)}>{children}</AppLink>;
}
