import { type BaseKey, useCan, useLink } from '@refinedev/core';
import type { ReactNode } from 'react';

interface RecordLinkProps {
  resource: string;
  id: BaseKey;
  children: ReactNode;
}

/** The route of a record's show or edit page (SPEC §2), the id escaped for the path. */
export const recordPath = (resource: string, action: 'show' | 'edit', id: BaseKey) =>
  `/${resource}/${action}/${encodeURIComponent(String(id))}`;

/** A link to a record's show page, or plain text when the role may not show that resource. */
export function RecordLink({ resource, id, children }: RecordLinkProps) {
  const Link = useLink();
  const { data } = useCan({ resource, action: 'show' });
  if (data?.can === false) return <>{children}</>;
  return <Link to={recordPath(resource, 'show', id)}>{children}</Link>;
}
