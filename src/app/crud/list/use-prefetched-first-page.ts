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
    let settled: SettledPage | undefined;
    return {
      // react-query calls this when it creates the page's query, and again while it has no data.
      initialData: () => {
        settled ??= takeSettledList(firstPage);
        return settled?.answer;
      },
      initialDataUpdatedAt: () => settled?.at,
    };
  }, [bare, resource, takeSettledList]);
}
