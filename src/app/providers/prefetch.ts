import {
  type BaseRecord,
  type DataProvider,
  type GetListParams,
  type GetListResponse,
  useDataProvider,
} from '@refinedev/core';
import { findResource } from '../../resources';

/** How long a prefetched page may stand in for the list's own request. */
export const prefetchFreshMs = 3000;

const writes = [
  'create',
  'update',
  'deleteOne',
  'createMany',
  'updateMany',
  'deleteMany',
  'custom',
] as const;

export type ListParams = Pick<GetListParams, 'resource' | 'pagination' | 'sorters' | 'filters'>;

interface Prefetched {
  promise: Promise<GetListResponse<BaseRecord>>;
  at: number;
  taken: boolean;
  /** The answer, once it has come. */
  answer?: GetListResponse<BaseRecord>;
}

/** A prefetched page that has come, with when it was asked for. */
export interface SettledPage {
  answer: GetListResponse<BaseRecord>;
  at: number;
}

/** What a data provider wrapped by `withPrefetch` adds to refine's methods. */
export interface Prefetch {
  /** Starts the request for a page unless a fresh one is already on its way. */
  prefetchList(params: ListParams): void;
  /**
   * The page, if its prefetch has already come and has not stood in yet; it stands in now. A
   * list mounting after the answer came draws its rows in its first render with it (as
   * react-query's `initialData`) instead of a loading table first.
   */
  takeSettledList(params: ListParams): SettledPage | undefined;
}

/** What identifies a page of a list: everything that goes into its request but the meta. */
export function listKey({ resource, pagination, sorters, filters }: ListParams): string {
  return JSON.stringify([
    resource,
    pagination?.currentPage ?? 1,
    pagination?.pageSize ?? 10,
    pagination?.mode ?? 'server',
    sorters ?? [],
    filters ?? [],
  ]);
}

/**
 * The first page a resource's list asks for when opened from the menu: page 1 of 10, its
 * default sort, no filters (what `useTable` sends for a bare `/orders`).
 */
export function firstPageOf(name: string): ListParams | undefined {
  const resource = findResource(name);
  if (!resource) return undefined;
  return {
    resource: name,
    pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
    sorters: [resource.defaultSort],
    filters: [],
  };
}

/**
 * Wraps a data provider so that a list page can be asked for before its screen renders: a menu
 * click starts the request at once, and the list's own `getList` for the same page, moments
 * later, gets that answer instead of sending a second request. Mounting the list takes
 * ~300 ms on these machines before its query would start (see BENCHMARKS.md).
 *
 * A prefetched page stands in once, within `prefetchFreshMs`; any write through the provider
 * drops every prefetched page, so no list shows what was read before a change.
 */
export function withPrefetch(
  provider: DataProvider,
  now: () => number = Date.now,
): DataProvider & Prefetch {
  const prefetched = new Map<string, Prefetched>();
  const fresh = (entry: Prefetched | undefined): entry is Prefetched =>
    entry !== undefined && !entry.taken && now() - entry.at <= prefetchFreshMs;

  /** Starts the request for `params` unless a fresh one is already on its way. */
  function prefetchList(params: ListParams): void {
    const key = listKey(params);
    if (fresh(prefetched.get(key))) return;
    const promise = provider.getList({ ...params, meta: {} }) as Promise<
      GetListResponse<BaseRecord>
    >;
    const entry: Prefetched = { promise, at: now(), taken: false };
    prefetched.set(key, entry);
    // A failed prefetch is dropped: the list asks again and shows its own error.
    promise.then(
      (answer) => {
        entry.answer = answer;
      },
      () => {
        if (prefetched.get(key) === entry) prefetched.delete(key);
      },
    );
  }

  function takeSettledList(params: ListParams): SettledPage | undefined {
    const entry = prefetched.get(listKey(params));
    if (!fresh(entry) || entry.answer === undefined) return undefined;
    entry.taken = true;
    return { answer: entry.answer, at: entry.at };
  }

  const dataProvider: DataProvider & Prefetch = {
    ...provider,
    prefetchList,
    takeSettledList,
    getList: ((params: GetListParams) => {
      const entry = prefetched.get(listKey(params));
      if (fresh(entry)) {
        entry.taken = true;
        return entry.promise;
      }
      return provider.getList(params);
    }) as DataProvider['getList'],
  };
  // Every write first drops the prefetched pages; `custom` only when it is not a GET.
  for (const name of writes) {
    const write = provider[name] as ((params: { method?: string }) => unknown) | undefined;
    if (!write) continue;
    Object.assign(dataProvider, {
      [name]: (params: { method?: string }) => {
        if (name !== 'custom' || params.method !== 'get') prefetched.clear();
        return write(params);
      },
    });
  }

  return dataProvider;
}

/**
 * The list prefetch of the app's data provider; without one (another provider swapped in),
 * nothing is prefetched and lists load as usual.
 */
export function usePrefetch(): Partial<Prefetch> {
  const provider = useDataProvider()() as DataProvider & Partial<Prefetch>;
  return { prefetchList: provider.prefetchList, takeSettledList: provider.takeSettledList };
}
