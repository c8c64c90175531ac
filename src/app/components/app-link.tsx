import { useGo } from '@refinedev/core';
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';

type Follow = (to: string) => void;

const FollowContext = createContext<Follow | null>(null);

/**
 * Follows an in-app path through refine's router, for every link below it. refine's own `Link`
 * resolves the resources and the current route twice per link (its `useGo`): a noticeable part
 * of a page of orders in a CPU profile of the menu click. `npm run bench:web`, menu click → rows,
 * says what it saves.
 */
export function FollowProvider({ children }: { children: ReactNode }) {
  // refine's `go` changes with every route; a path is absolute, so the links need not re-render.
  const go = useGo();
  const latest = useRef(go);
  useLayoutEffect(() => {
    latest.current = go;
  }, [go]);
  const follow = useCallback((to: string) => latest.current({ to }), []);
  return <FollowContext.Provider value={follow}>{children}</FollowContext.Provider>;
}

/**
 * A click handler that follows `to` in the page on a plain left click, and leaves a middle,
 * modified or already handled click to the browser (a new tab or window, as with any link).
 * Without a FollowProvider the browser follows the href itself.
 */
export function useFollowClick(): (to: string) => (event: MouseEvent) => void {
  const follow = useContext(FollowContext);
  return (to) => (event) => {
    if (!follow || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    follow(to);
  };
}

/** A real anchor to an in-app path, followed in the page on a plain click. */
export function AppLink({
  to,
  onClick,
  ...anchor
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const followClick = useFollowClick();
  const follow = followClick(to);
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        follow(event);
      }}
    />
  );
}
