import { farOffset } from './page-read';
import type { Filter, ListQuery } from './parse';
import { exactCountLimit } from './totals';

/**
 * How a list's page and total are read. A few kinds, each with one executor (`executors.ts`);
 * each kind names below the `npm run bench:api` shape it serves.
 */
export type Plan =
  /** Not searched: the page as asked, counted beside it. Shapes: page, sort, filter. */
  | { kind: 'page' }
  /**
   * Not searched, narrowed so that the page is read along one index and the rest tested (a
   * second column, a bound of the sort's order, a far page read from the end): the total first,
   * which decides how. Shape: filter (a status tab sorted by another column).
   */
  | { kind: 'walk'; unindexed: boolean; bounded: boolean; intersected: boolean }
  /**
   * A contains filter (`_like`) or two columns: their ids, up to the cap, read once and kept as a
   * large total is; each page read among them, else `otherwise`. Shape: filter.
   */
  | { kind: 'keptIds'; otherwise: PagePlan | WalkPlan }
  /** PostgreSQL: a search whose rarest word has few rows: every match at once. Shape: customer-name search. */
  | { kind: 'wordsFew' }
  /**
   * PostgreSQL: a search sorted by creation time, walked along one word's rows from the page's
   * end of time when the walk pays, else as `searchSorted`. Shape: customer-name search.
   */
  | { kind: 'wordsWalk' }
  /** PostgreSQL: every match of a planned search sorted. Shape: customer-name search. */
  | { kind: 'searchSorted' }
  /** PostgreSQL: a search left to GIN (no plan): counted first, which decides. Shape: number search. */
  | { kind: 'ginSearch' }
  /**
   * SQLite: a search read from the FTS5 index; `byCreation` when nothing else narrows it and the
   * page is near the newest (or oldest) matches. Shapes: customer-name search, number search.
   */
  | { kind: 'indexedSearch'; byCreation: boolean };

type PagePlan = Extract<Plan, { kind: 'page' }>;
type WalkPlan = Extract<Plan, { kind: 'walk' }>;

/** What the planner knows of a list beyond the query: the engine, the table, the search. */
export interface ListFacts {
  /** SQLite: a filter may be tested row by row along the sort's index. */
  walksSortIndex: boolean;
  idType: 'integer' | 'string';
  idColumn: string;
  /** The list's filters after the role's scope. */
  narrowing: readonly Filter[];
  /** The search as prepared: SQLite's FTS5 index, or PostgreSQL's words (`plan` when it has one). */
  search?: { index: 'fts5' } | { index: 'postgres'; plan?: { few: boolean } };
  /** The table has a full-text index keyed by creation time. */
  searchedTable: boolean;
}

/** The plan of a list (its words already those that narrow), from `facts`. Pure. */
export function plan(list: ListQuery, facts: ListFacts): Plan {
  const { search } = facts;
  if (list.search.length > 0 && search?.index === 'postgres') {
    if (!search.plan) return { kind: 'ginSearch' };
    if (search.plan.few) return { kind: 'wordsFew' };
    return { kind: list.sort[0]?.column === 'createdAt' ? 'wordsWalk' : 'searchSorted' };
  }
  if (list.search.length > 0) return { kind: 'indexedSearch', byCreation: byCreation(list, facts) };
  const filtered = filteredPlan(list, facts);
  const intersected = new Set(facts.narrowing.map((filter) => filter.column)).size > 1;
  return intersected || facts.narrowing.some((filter) => filter.operator === 'like')
    ? { kind: 'keptIds', otherwise: filtered }
    : filtered;
}

/** Whether a search nothing else narrows reads the index's first keys in creation order. */
function byCreation(list: ListQuery, facts: ListFacts): boolean {
  return (
    facts.narrowing.length === 0 &&
    list.sort[0]?.column === 'createdAt' &&
    facts.searchedTable &&
    list.offset + list.limit <= exactCountLimit
  );
}

/** The plan of a list that no search narrows. */
function filteredPlan(list: ListQuery, facts: ListFacts): PagePlan | WalkPlan {
  const columns = facts.narrowing.map((filter) => filter.column);
  const narrowed = columns.length > 0;
  const intersected = new Set(columns).size > 1;
  const sortedBy = list.sort[0]?.column;
  // Sorted by the id and narrowed to one value of one column: the column's index ends in the id,
  // so either engine reads the page in order from it, neither walked nor bounded.
  const [onlyFilter, ...otherFilters] = facts.narrowing;
  const alongFilterIndex =
    sortedBy === facts.idColumn &&
    otherFilters.length === 0 &&
    onlyFilter?.operator === 'eq' &&
    onlyFilter.values.length === 1;
  // A list narrowed to values of columns it is not sorted by (a status tab) may be walked along
  // the sort's index; the total decides how far, so it comes first. Other filters (a range, a
  // contains) keep the walk as it was: their matches, read first, may be most of the table.
  const bounded =
    narrowed &&
    !alongFilterIndex &&
    facts.idType === 'integer' &&
    sortedBy !== undefined &&
    !columns.includes(sortedBy) &&
    facts.narrowing.every((filter) => filter.operator === 'eq');
  const unindexed =
    facts.walksSortIndex && facts.idType === 'integer' && narrowed && !alongFilterIndex;
  if (list.offset < farOffset && !unindexed && !bounded && !intersected) return { kind: 'page' };
  return { kind: 'walk', unindexed, bounded, intersected };
}
