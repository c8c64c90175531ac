import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useViewerId } from '../slots/deletable';
import { chosenColumns, recalledQuery, rememberQuery } from './list-memory';
import { completedQuery } from './list-url';

/** The navigation state of a saved view opened from the list's header. */
export interface OpenedView {
  openedView: number;
}

const openedOf = (state: unknown) => (state as Partial<OpenedView> | null)?.openedView;

/**
 * Completes a list's URL before the list reads it, and draws the list afresh for a saved view.
 * refine's table reads its state from the URL once, when it mounts: a bare URL (a menu click)
 * goes to the list's last query in this tab, a query without columns takes the user's columns,
 * and a view opened on the list mounts it again so that it reads the view's query.
 */
export function ListLocation({ resource, children }: { resource: string; children: ReactNode }) {
  const { search, state } = useLocation();
  const viewerId = useViewerId();
  const chosen = viewerId === undefined ? undefined : chosenColumns(viewerId, resource);
  const target = completedQuery(search, recalledQuery(resource), chosen);
  const opened = openedOf(state);
  const [drawn, setDrawn] = useState({ opened, times: 0 });
  if (opened !== undefined && opened !== drawn.opened) setDrawn({ opened, times: drawn.times + 1 });
  useEffect(() => {
    if (target === undefined) rememberQuery(resource, search);
  }, [resource, search, target]);
  if (target !== undefined) return <Navigate replace to={{ search: `?${target}` }} />;
  return <Fragment key={drawn.times}>{children}</Fragment>;
}
