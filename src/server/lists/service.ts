import type { ResourceDefinition, Role } from '../../resources';
import { isSearched } from '../db/catalogue';
import { type AnyDb, type AnySelect, type Dialect, engines } from '../db/dialect';
import type { ReadCache } from '../read-cache';
import { searchIndexes } from '../search';
import { execute } from './executors';
import { pinnedToIndex } from './page-read';
import type { ListQuery } from './parse';
import { type ListFacts, plan } from './plan';
import { ListReader, type ListRequest, type Page, type Totals } from './reader';
import { type ListDb, narrowingOf, scopedSelect } from './scope';

export type { Page, Totals } from './reader';
export type { ListDb } from './scope';

/** A connection as the list service takes it: a `Db`, or a Kysely instance of a dialect (tests). */
export const listDbOf = (kysely: AnyDb, dialect: Dialect): ListDb => ({
  kysely,
  engine: engines[dialect],
  search: searchIndexes[dialect],
});

/** What the planner needs to know of a request, read off the request itself. */
function factsOf(request: ListRequest): ListFacts {
  const { db, resource, role, list, prepared } = request;
  return {
    walksSortIndex: db.engine.walksSortIndex,
    idType: resource.idType,
    idColumn: resource.idColumn,
    narrowing: narrowingOf(resource, role, list.filters),
    search:
      prepared?.index === 'postgres'
        ? { index: 'postgres', plan: prepared.plan && { few: prepared.plan.few } }
        : prepared,
    searchedTable: isSearched(resource.table),
  };
}

/**
 * One page of a list and the total for X-Total-Count, as `role` may see them: parse, plan, run.
 * Large totals are kept in `cache` when given; `'capped'` totals, for a caller that shows none
 * (the global search), count many matches only up to `exactCountLimit` (and answer one more).
 */
export async function listPage(
  db: ListDb,
  resource: ResourceDefinition,
  role: Role,
  asked: ListQuery,
  cache?: ReadCache,
  totals: Totals = 'exact',
): Promise<Page> {
  // A search for words every row holds ("ORD" among orders) is no search: the list's own page.
  const search = db.search.narrowing(resource.table, asked.search);
  const list = pinnedToIndex(db.engine, resource.table, { ...asked, search });
  const prepared =
    search.length > 0
      ? await db.search.prepare(db.kysely, resource.table, search, cache)
      : undefined;
  const request: ListRequest = { db, resource, role, asked, list, prepared, cache, totals };
  return execute(new ListReader(request), plan(list, factsOf(request)));
}

/** The rows `role` may see of `resource`, narrowed by a list's filters and search: a query to build on. */
export const visibleRows = (
  db: ListDb,
  resource: ResourceDefinition,
  role: Role,
  list: Pick<ListQuery, 'filters' | 'search'> = { filters: [], search: [] },
): AnySelect => scopedSelect(db, resource, role, list);

/**
 * For a log read as a list (the activity log): the offset from which a page's ids are read first,
 * and the filtered columns SQLite tests along the sort's index (see `page-read.ts`).
 */
export { idsFirstOffset, walkedUnfiltered } from './page-read';
export { exactCountLimit, totalOf } from './totals';
