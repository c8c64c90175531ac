import { columnPairs } from '../db/catalogue';
import type { Engine } from '../db/dialect';
import type { ListQuery, Sort } from './parse';

/**
 * PostgreSQL: a list narrowed to one value of a column and sorted by the column paired with it in
 * an index (a status tab, newest first) is asked for as a range of that one value, sorted by it
 * first, so that only the pair's index gives the order. Asked for plainly, the planner drops the
 * constant from the sort and may walk the sort column's own index instead, discarding rows until
 * the page fills: the newest orders are not delivered yet, a correlation its statistics cannot
 * see (`status=delivered`, an amount range, newest first). The rows are the same. SQLite already
 * takes the pair's index. Bench shape: filter (a status tab).
 */
export function pinnedToIndex(engine: Engine, table: string, list: ListQuery): ListQuery {
  const [first] = list.sort;
  if (!engine.steersPlanner || list.search.length > 0 || !first) return list;
  const pairs = columnPairs[table] ?? [];
  const pinned = list.filters.find(
    (filter) =>
      filter.operator === 'eq' &&
      filter.values.length === 1 &&
      pairs.some(([column, then]) => column === filter.column && then === first.column),
  );
  if (!pinned) return list;
  return {
    ...list,
    filters: list.filters.flatMap((filter) =>
      filter === pinned
        ? [
            { ...filter, operator: 'gte' as const },
            { ...filter, operator: 'lte' as const },
          ]
        : [filter],
    ),
    sort: [{ column: pinned.column, order: first.order }, ...list.sort],
  };
}

/**
 * Up to this many matches are sorted whole: walking the search index from one end reads every
 * match of a search that has fewer than a page's end, against the grain of its doclists for
 * newest first (ORD-004211, on an index split into the segments that many writes add), where
 * sorting its few matches is quick.
 */
export const fewMatches = 100;

/**
 * Keys read past a page's end in creation order, for the rest of its last second: a second holds
 * one or two orders at most as the seed makes them; when the keys run out within
 * it (a burst of writes), the page is read as before.
 */
export const pastThePage = 8;

/**
 * From this offset on, a list's page waits for the list's total, to know which end it is nearer
 * (below it, stepping over the rows before the page costs less than waiting).
 */
export const farOffset = 1000;

/**
 * PostgreSQL: from this offset on, a page's ids are read first and then its rows
 * (`pageByIds`). OFFSET fetches from the table every row it steps over; their ids alone come
 * from the sort's index, whose entries end in the id (an index-only scan, migration 010), and
 * only the page's rows from the table. The activity log reads its deep pages so on both engines
 * (routes/activity.ts). Bench shape: page and sort at deep offsets.
 */
export const idsFirstOffset = 100;

/** How a page is read: `sort` from `offset`, turned back (`reversed`) if read from the far end. */
export interface PageRead {
  offset: number;
  limit: number;
  sort: Sort[];
  reversed: boolean;
}

/** A page read as asked: from the start, in the list's order. */
export const forwardRead = ({
  offset,
  limit,
  sort,
}: Pick<ListQuery, 'offset' | 'limit' | 'sort'>) => ({
  offset,
  limit,
  sort,
  reversed: false,
});

/**
 * How to read the page `list` asks for from a list of `total` rows, or undefined when it lies
 * past the end. A page nearer the end than the start is read from the end, in the reverse order,
 * and turned back: OFFSET steps over every row before the page (on PostgreSQL each one fetched
 * from the table), so the last pages of a large list cost the most. Bench shape: page. The sort ends in the id or holds a unique field, so it is a total
 * order and its reverse (every key turned, NULLs with it) lists the same rows backwards. A total
 * kept from before another server's write (for a few seconds at most, see ReadCache) shifts such
 * a page by that write's rows, as rows written before a page shift the page read forwards.
 */
export function pageRead(
  list: Pick<ListQuery, 'offset' | 'limit' | 'sort'>,
  total: number,
): PageRead | undefined {
  const left = total - list.offset;
  if (left <= 0) return undefined;
  const fromEnd = left - list.limit;
  if (fromEnd >= list.offset) return forwardRead(list);
  return {
    offset: Math.max(0, fromEnd),
    limit: Math.min(list.limit, left),
    sort: list.sort.map(({ column, order }) => ({
      column,
      order: order === 'asc' ? ('desc' as const) : ('asc' as const),
    })),
    reversed: true,
  };
}

/**
 * Rows a walk of the sort's index is expected to test for a page: about `rows / total` of them
 * hold one match, and the page needs `offset + limit` matches.
 */
export const walkLength = (
  list: Pick<ListQuery, 'offset' | 'limit'>,
  total: number,
  rows: number,
) => ((list.offset + list.limit) * rows) / total;

/**
 * SQLite: the filtered columns to test row by row while the sort's index is walked, when the
 * list's matches are common enough that a page is near: the walk tests `walkLength` rows, at
 * most half as many as there are matches. Otherwise SQLite reads every match from a filter's
 * index and sorts them all (orders in the US, newest first; in pounds by amount), which is the
 * cheaper way only for few matches (one day's orders by amount). Bench shape: filter. The sort's
 * own column, and one paired with
 * it in an index (a status tab by date), keep their index, which gives the order. Undefined when
 * the filters' indexes serve best.
 */
export function walkedUnfiltered(
  table: string,
  list: Pick<ListQuery, 'sort' | 'offset' | 'limit'>,
  /** The columns that narrow the rows: filtered ones, and the id for a search's matches. */
  narrowing: readonly string[],
  total: number,
  rows: number,
): Set<string> | undefined {
  const first = list.sort[0]?.column;
  if (first === undefined || total === 0) return undefined;
  const length = walkLength(list, total, rows);
  if (2 * length > total) return undefined;
  const paired = (columnPairs[table] ?? []).flatMap(([column, then]) =>
    then === first ? [column] : [],
  );
  const tested = narrowing.filter((column) => column !== first && !paired.includes(column));
  return tested.length > 0 ? new Set(tested) : undefined;
}

/** How a narrowed page is read: along the sort's order only so far, or its matches first. */
export type Bound = number | 'matchesFirst';

/**
 * How many rows of the sort's order a narrowed page is looked for among first: eight times what
 * `walkLength` expects, and at least as many as the matches (walking more costs more than
 * sorting them all), or undefined when that is a quarter of the table or more (the planner and
 * the filters' indexes then decide). Filters and sorts are often correlated, which the
 * expectation cannot see: packages sorted by delivery date, newest first, have every delivered
 * one before any that was returned, and a status tab walked along that index read a million rows
 * for its first page. Bench shape: filter (a status tab sorted by another column); the slowest
 * such first pages gain the most.
 *
 * PostgreSQL reads a tab of few matches first (`'matchesFirst'`) when the walk it expects is more
 * than a quarter of them. Its walk fetches each row from the table at random, and a walk that
 * found too few fetched thousands of rows (the packages with a label only, by failed attempts,
 * newest first), while the matches, read through the status's index in the table's order, cost
 * less each. SQLite's walks that found too few cost it less, and its matches read first cost it
 * more, so it keeps the walk.
 */
export function walkBound(
  engine: Engine,
  list: Pick<ListQuery, 'offset' | 'limit'>,
  total: number,
  rows: number,
): Bound | undefined {
  const walk = walkLength(list, total, rows);
  if (engine.steersPlanner && 4 * walk > total)
    return 4 * total <= rows ? 'matchesFirst' : undefined;
  const bound = Math.ceil(Math.max(100, total, 8 * walk));
  return 4 * bound < rows ? bound : undefined;
}
