import { useCustom } from '@refinedev/core';
import { apiUrl } from '../providers/config';
import { useDebouncedValue } from './use-debounced-value';

/** One hit of `GET /api/search`. */
export interface SearchHit {
  resource: string;
  id: number;
  title: string;
  subtitle: string;
  /** The hit's state (an order's status, a user's role), shown by its label. */
  state?: { field: string; value: string };
}

/** The shortest query that is sent: one letter matches too much to help. */
export const minimumQueryLength = 2;

/** Global search hits for `query`, debounced so typing sends one request, not one per key. */
export function useSearchHits(query: string) {
  const settled = useDebouncedValue(query.trim(), 250);
  const enabled = settled.length >= minimumQueryLength;
  const { query: request, result } = useCustom<SearchHit[]>({
    url: `${apiUrl}/search`,
    method: 'get',
    config: { query: { q: settled } },
    queryOptions: { enabled, staleTime: 30_000 },
    errorNotification: false,
  });
  const waiting = query.trim() !== settled || (enabled && request.isFetching);
  return {
    // While loading, refine hands an empty object rather than undefined.
    hits: enabled && Array.isArray(result.data) ? result.data : [],
    searching: query.trim().length >= minimumQueryLength && waiting,
    error: enabled ? request.error : null,
    settled,
  };
}
