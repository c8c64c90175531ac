import { type BaseKey, useCan, useLink } from '@refinedev/core';
import type { ReactNode } from 'react';

interface RecordLinkProps {
  resource: string;
  id: BaseKey;
  children: ReactNode;
}

/** A link to a record's show page, or plain text when the role may not show that resource. */
export function RecordLink({ resource, id, children }: RecordLinkProps) {
  const Link = useLink();
  const { data } = useCan({ resource, action: 'show' });
  if (data?.can === false) return <>{children}</>;
  return <Link to={`/${resource}/show/${encodeURIComponent(String(id))}`}>{children}</Link>;
}
