import { useCustom } from '@refinedev/core';
import { useEffect } from 'react';
import type { Summary } from '../../resources/summary';
import { onChange } from '../providers/live';
import { type DateRange, summaryRequest } from './summary-request';

/** The dashboard summary for a range, refetched shortly after any order or package changes. */
export function useSummary(range: DateRange) {
  const request = summaryRequest(range);
  const { query } = useCustom<Summary>({
    url: request.url,
    method: 'get',
    config: { query: request.query },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const { refetch } = query;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onChange((change) => {
      if (
        change.resource !== 'orders' &&
        change.resource !== 'packages' &&
        change.resource !== 'users'
      )
        return;
      clearTimeout(timer);
      timer = setTimeout(() => void refetch(), 800);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [refetch]);
  return {
    // Not `result.data`: refine answers an empty object there until the first response.
    summary: query.data?.data,
    loading: query.isLoading,
    fetching: query.isFetching,
    error: query.error,
  };
}
