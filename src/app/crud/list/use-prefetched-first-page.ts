import { type BaseRecord, type GetListResponse, useParsed } from '@refinedev/core';
import { useMemo } from 'react';
import { firstPageOf, type SettledPage, usePrefetch } from '../../providers/prefetch';

/**
 * react-query options for a list opened from the menu (its bare URL: page 1, default sort, no
 * filters, which the menu prefetches on press). If that page has already come when the list's
 * query is created, it is the query's initial data, dated when it was asked for (so the app's
 * 10 s staleTime sends no second request): the first render draws the rows, where it drew a
 * loading table and rendered the whole list again once the answer, already there, was handed
 * over a moment later (`npm run bench:web`, menu → rows). Any other URL, or a prefetch still on
 * its way, leaves the list to its own request, which takes the prefetch's promise.
 */
export function usePrefetchedFirstPage(resource: string): {
  initialData?: () => GetListResponse<BaseRecord> | undefined;
  initialDataUpdatedAt?: () => number | undefined;
} {
  const { takeSettledList } = usePrefetch();
  const { params } = useParsed();
  const bare = Object.values(params ?? {}).every((value) => value === undefined);
  return useMemo(() => {
    const firstPage = firstPageOf(resource);
    if (!bare || !firstPage || !takeSettledList) return {};
    let asked = false;
    let settled: SettledPage | undefined;
    return {
      // react-query calls this when it creates a query: first the page's own, at mount. Only that
      // call may hand the page over. A tab, sort or page chosen next makes its query in a render
      // that still sees the bare URL (the table's state reaches the URL after it), and was given
      // the first page as its own, fresh for 10 s: the Confirmed tab listed every order. A query
      // that got nothing asks for itself, taking the prefetch's promise if it is still on its way.
      initialData: () => {
        if (asked) return undefined;
        asked = true;
        settled = takeSettledList(firstPage);
        return settled?.answer;
      },
      initialDataUpdatedAt: () => settled?.at,
    };
  }, [bare, resource, takeSettledList]);
}
