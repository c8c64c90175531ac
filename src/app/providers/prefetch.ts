import {
  type BaseRecord,
  type DataProvider,
  type GetListParams,
  type GetListResponse,
  type GetOneParams,
  useDataProvider,
} from '@refinedev/core';
import { findResource } from '../../resources';
import { recordPageList } from '../crud/show/record-lists';
import { dashboardRange } from '../dashboard/range-query';
import { summaryRequest } from '../dashboard/summary-request';
import { screenOfPath } from '../routes/screen-of-path';
import { mayAnswerOtherwise } from './query-retry';

/**
 * How long a prefetched answer may stand in for the screen's own request: the queries' own
 * staleTime (app.tsx), within which react-query would serve a cached answer without asking.
 * A cold visit on a slow machine draws its form ~2 s after its record was prefetched.
 */
export const prefetchFreshMs = 10_000;

const writes = ['create', 'update', 'deleteOne', 'createMany', 'updateMany', 'deleteMany'] as const;

export type ListParams = Pick<GetListParams, 'resource' | 'pagination' | 'sorters' | 'filters'>;
export type OneParams = Pick<GetOneParams, 'resource' | 'id'>;
export type GetParams = { url: string; query?: unknown };

interface Prefetched<Answer> {
  promise: Promise<Answer>;
  at: number;
  taken: boolean;
  /** The answer, once it has come. */
  answer?: Answer;
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
  /** Starts the request for a record unless a fresh one is already on its way. */
  prefetchOne(params: OneParams): void;
  /** Starts a `custom` GET (the dashboard's summary) unless a fresh one is already on its way. */
  prefetchGet(params: GetParams): void;
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

/** What identifies a record's request: its resource and id (as the URL spells it), not the meta. */
export function oneKey({ resource, id }: OneParams): string {
  return JSON.stringify(['one', resource, String(id)]);
}

/** What identifies a `custom` GET: its URL and query, not the meta. */
export function getKey({ url, query }: GetParams): string {
  return JSON.stringify(['get', url, query ?? {}]);
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
 * Wraps a data provider so that a list page, a record or a `custom` GET (the dashboard's
 * summary) can be asked for before its screen renders: a menu click starts the request for the
 * list's first page at once, a direct visit the request for its screen's data
 * (`prefetchScreenData`), and the screen's own `getList`, `getOne` or `custom` for the same
 * page, record or URL, moments later, gets that answer instead of sending a second request.
 * Mounting the list takes a noticeable while before its query would start (see
 * docs/benchmarks-history.md).
 *
 * A prefetched answer stands in once, within `prefetchFreshMs`; any write through the provider
 * drops every prefetched answer, so no screen shows what was read before a change.
 */
export function withPrefetch(
  provider: DataProvider,
  now: () => number = Date.now,
): DataProvider & Prefetch {
  const prefetched = new Map<string, Prefetched<unknown>>();
  const fresh = <Answer>(entry: Prefetched<Answer> | undefined): entry is Prefetched<Answer> =>
    entry !== undefined && !entry.taken && now() - entry.at <= prefetchFreshMs;

  /** Starts `ask` under `key` unless a fresh request is already on its way. */
  function prefetch(key: string, ask: () => Promise<unknown>): void {
    if (fresh(prefetched.get(key))) return;
    const promise = ask();
    const entry: Prefetched<unknown> = { promise, at: now(), taken: false };
    prefetched.set(key, entry);
    // A failure that may pass (signed out, offline) is dropped: the screen asks again and shows
    // its own answer. One that would answer the same (a missing record) stands in as any answer.
    promise.then(
      (answer) => {
        entry.answer = answer;
      },
      (error: unknown) => {
        if (mayAnswerOtherwise(error) && prefetched.get(key) === entry) prefetched.delete(key);
      },
    );
  }

  /** The fresh prefetch under `key`, which stands in once, or `ask`. */
  function answer<Answer>(key: string, ask: () => Promise<Answer>): Promise<Answer> {
    const entry = prefetched.get(key) as Prefetched<Answer> | undefined;
    if (!fresh(entry)) return ask();
    entry.taken = true;
    return entry.promise;
  }

  function takeSettledList(params: ListParams): SettledPage | undefined {
    const entry = prefetched.get(listKey(params)) as
      | Prefetched<GetListResponse<BaseRecord>>
      | undefined;
    if (!fresh(entry) || entry.answer === undefined) return undefined;
    entry.taken = true;
    return { answer: entry.answer, at: entry.at };
  }

  const { custom } = provider;
  const dataProvider: DataProvider & Prefetch = {
    ...provider,
    prefetchList: (params) =>
      prefetch(listKey(params), () => provider.getList({ ...params, meta: {} })),
    takeSettledList,
    prefetchOne: (params) =>
      prefetch(oneKey(params), () => provider.getOne({ ...params, meta: {} })),
    getList: ((params: GetListParams) =>
      answer(listKey(params), () => provider.getList(params))) as DataProvider['getList'],
    getOne: ((params: GetOneParams) =>
      answer(oneKey(params), () => provider.getOne(params))) as DataProvider['getOne'],
    prefetchGet: (params) => {
      if (custom) prefetch(getKey(params), () => custom({ ...params, method: 'get', meta: {} }));
    },
  };
  // A `custom` GET (the summary) is a read, which a prefetch of its URL and query answers; any
  // other `custom` is a write, as are the methods in `writes`, and first drops every prefetch.
  if (custom)
    dataProvider.custom = ((params: Parameters<typeof custom>[0]) => {
      if (params.method === 'get') return answer(getKey(params), () => custom(params));
      prefetched.clear();
      return custom(params);
    }) as DataProvider['custom'];
  for (const name of writes) {
    const write = provider[name] as ((params: unknown) => Promise<unknown>) | undefined;
    if (!write) continue;
    Object.assign(dataProvider, {
      [name]: (params: unknown) => {
        prefetched.clear();
        return write(params);
      },
    });
  }

  return dataProvider;
}

/**
 * The prefetch of the app's data provider; without one (another provider swapped in), nothing
 * is prefetched and screens load as usual.
 */
export function usePrefetch(): Partial<Prefetch> {
  const provider = useDataProvider()() as DataProvider & Partial<Prefetch>;
  return { prefetchList: provider.prefetchList, takeSettledList: provider.takeSettledList };
}

/**
 * On a direct visit (a link, a reload) or the sign-in that leads to a screen: the data the
 * path's screen asks for first, as soon as the data provider is loaded, beside the screen's code
 * (`preloadFirstScreen`). The dashboard asks for the summary of its opening range, a record page
 * for its record (a show page also for the list it shows beside it, `recordPageList`), a list at
 * its bare URL for its first page; left to the screens, each asked once the session was known,
 * the frame drawn and the page's code run (`/orders/edit/1`: ~0.45 s after the app's code
 * came). Nothing is asked for a path no resource has.
 */
export function prefetchScreenData(provider: Prefetch, pathname: string, search: string): void {
  const screen = screenOfPath(pathname);
  switch (screen?.page) {
    case 'dashboard':
      provider.prefetchGet(summaryRequest(dashboardRange(search)));
      return;
    case 'show':
    case 'edit': {
      if (!findResource(screen.resource)) return;
      provider.prefetchOne({ resource: screen.resource, id: screen.id });
      const list = screen.page === 'show' ? recordPageList(screen.resource, screen.id) : undefined;
      if (list) provider.prefetchList(list);
      return;
    }
    case 'list': {
      const firstPage = search === '' ? firstPageOf(screen.resource) : undefined;
      if (firstPage) provider.prefetchList(firstPage);
    }
  }
}
