import type { BaseKey, BaseRecord, GetListResponse, GetOneResponse } from '@refinedev/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';

/**
 * The record as a list this session has loaded shows it, or undefined: refine keeps each list
 * page under `['data', provider, resource, 'list', params]`, and a list row is the whole record,
 * serialised as the record's own endpoint serialises it.
 */
export function listedRecord(
  client: QueryClient,
  resource: string,
  id: BaseKey | undefined,
): BaseRecord | undefined {
  if (id === undefined || id === '') return undefined;
  const pages = client.getQueriesData<GetListResponse<BaseRecord>>({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'data' && queryKey[2] === resource && queryKey[3] === 'list',
  });
  for (const [, page] of pages) {
    const row = page?.data?.find((each) => String(each.id) === String(id));
    if (row) return row;
  }
  return undefined;
}

/**
 * What a record page draws while its record is on its way: the row of a list that showed it (a
 * click on a list's row opens its page at once), or nothing. `useShow`'s `placeholderData`: the
 * page still asks for the record and draws the answer when it comes.
 */
export function useListedRecord(resource: string, id: BaseKey | undefined) {
  const client = useQueryClient();
  return (): GetOneResponse<BaseRecord> | undefined => {
    const data = listedRecord(client, resource, id);
    return data ? { data } : undefined;
  };
}
