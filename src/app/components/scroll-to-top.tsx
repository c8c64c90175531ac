import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Opens every page the user goes to at its top, as a page load would: the document keeps its
 * scroll across the app's own navigations, so a page drawn at once from what was loaded before
 * opened where the last one was left (the dashboard 119 px down after a scrolled orders list,
 * Settings at its end after a scrolled dashboard).
 * Back and forward (POP) keep the browser's own restoring; a link to an anchor (#) and a change
 * of the query alone (a list's page, sort or filter) keep the scroll.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path moves the page; the hash and the navigation type are read with it
  useLayoutEffect(() => {
    if (navigation !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
