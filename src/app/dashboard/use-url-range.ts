import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dashboardRange, keepQuery, keptQuery, queryOfRange, rangeOfQuery } from './range-query';
import type { DateRange } from './summary-request';

/**
 * The dashboard's range, kept in the URL (`?range=7d`, `?from=…&to=…`) so a reload or a link
 * shows it, and in the tab's session so coming back to `/` shows the last one.
 */
export function useUrlRange(): [DateRange, (range: DateRange) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const range = useMemo(() => dashboardRange(search), [search]);
  const inUrl = rangeOfQuery(search) !== undefined;
  useEffect(() => {
    if (inUrl) return keepQuery(queryOfRange(range));
    // Coming back to a bare `/` (or a bad range): the URL names the tab's last range, if any,
    // so it can be shared; the default stays a bare `/`.
    const kept = rangeOfQuery(keptQuery()) ? keptQuery() : '';
    if (search !== (kept && `?${kept}`))
      void navigate({ pathname, search: kept }, { replace: true });
  }, [inUrl, range, search, pathname, navigate]);
  const setRange = useCallback(
    (next: DateRange) => void navigate({ pathname, search: queryOfRange(next) }),
    [pathname, navigate],
  );
  return [range, setRange];
}
