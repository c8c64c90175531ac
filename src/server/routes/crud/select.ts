import {
  type CompiledQuery,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { ResourceDefinition, Role } from '../../../resources';
import type { Dialect } from '../../db/connect';
import { columnPairs, searchColumns } from '../../db/migrations/001-initial';
import { byValue } from '../../db/prepared';
import { LruMap } from '../../lru-map';
import type { ReadCache } from '../../read-cache';
import { containsCondition } from './contains';
import {
  cappedTotal,
  countTotal,
  exactCountLimit,
  holdsTotal,
  idsUpToCap,
  keptFewIds,
} from './count';
import { type Filter, type ListQuery, paddedNumberOf, type Sort } from './query';
import {
  candidatesAmong,
  creationOrderCandidates,
  expandedMatch,
  ftsMatch,
  hitId,
  indexedMatches,
  matchesByCreation,
  matchingIds,
} from './search-index';
import {
  everyMatchOf,
  tsqueryOf,
  walkPays,
  wordsOrderCandidates,
  wordsPlan,
  wordsThatNarrow,
} from './search-words';

// biome-ignore lint/suspicious/noExplicitAny: the generic CRUD reads any resource's table by name
export type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: as above
export type AnySelect = SelectQueryBuilder<any, any, any>;

function applyFilter(
  query: AnySelect,
  dialect: Dialect,
  filter: Filter,
  unindexed = false,
): AnySelect {
  const { values } = filter;
  // SQLite: `+column` is the column's value without its index (see `walkedUnfiltered`).
  const column = unindexed ? sql`+${sql.ref(filter.column)}` : filter.column;
  switch (filter.operator) {
    case 'eq':
      return values.length === 1
        ? query.where(column, '=', values[0])
        : query.where(column, 'in', values);
    case 'ne':
      return values.length === 1
        ? query.where(column, '!=', values[0])
        : query.where(column, 'not in', values);
    case 'gte':
      return values.reduce<AnySelect>((q, value) => q.where(column, '>=', value), query);
    case 'lte':
      return values.reduce<AnySelect>((q, value) => q.where(column, '<=', value), query);
    case 'like':
      return values.reduce<AnySelect>(
        (q, value) => q.where(containsCondition(dialect, filter.column, value)),
        query,
      );
  }
}

/**
 * A full-text match on the resource's searchable columns: FTS5 on SQLite, tsvector on PostgreSQL.
 * Every word must match; the last one may be unfinished (a prefix), as while typing. The words
 * before it are whole: a prefix of an earlier word such as `ord` in `ORD-004211` would merge the
 * entries of every order before narrowing (21 ms at a million orders instead of 0.04 ms).
 * `match` is the FTS5 text (see `expandedMatch`) or the tsquery (see `tsqueryOf`) when the
 * caller has it.
 */
export function searchCondition(
  dialect: Dialect,
  table: string,
  words: string[],
  match?: string,
  /** SQLite: the matches' ids tested row by row, not looked up one by one (`walkedUnfiltered`). */
  unindexed = false,
): Expression<SqlBool> {
  const last = words.length - 1;
  if (dialect === 'postgres') {
    const lastOf = (word: string) => {
      const padded = paddedNumberOf(word);
      return padded === undefined ? `${word}:*` : `(${word}:* | ${padded})`;
    };
    const tsquery =
      match ?? words.map((word, index) => (index === last ? lastOf(word) : word)).join(' & ');
    return sql<SqlBool>`${sql.ref(`${table}.search`)} @@ to_tsquery('simple', ${tsquery})`;
  }
  const id = sql.ref(`${table}.id`);
  return sql<SqlBool>`${unindexed ? sql`+${id}` : id} in (${matchingIds(table, match ?? ftsMatch(words))})`;
}

/** The list's filters after the role's scope, which narrows the rows as a filter does. */
const narrowingOf = (resource: ResourceDefinition, role: Role, filters: readonly Filter[]) => {
  const scope = resource.scopes?.[role];
  return scope
    ? [{ column: scope.field, operator: 'eq' as const, values: [...scope.values] }, ...filters]
    : filters;
};

/** The rows a role may see of a resource, narrowed by the list's filters and search. */
export function scopedSelect(
  db: AnyDb,
  dialect: Dialect,
  resource: ResourceDefinition,
  role: Role,
  list: Pick<ListQuery, 'filters' | 'search'> & {
    match?: string;
    /** Columns whose filters SQLite tests row by row rather than reads from their index. */
    unindexed?: ReadonlySet<string>;
    /** The rows to select from instead of the whole table: a query of the table's columns. */
    within?: AnySelect;
  },
): AnySelect {
  let query: AnySelect = db.selectFrom(
    list.within ? list.within.as(resource.table) : resource.table,
  );
  for (const filter of narrowingOf(resource, role, list.filters))
    query = applyFilter(query, dialect, filter, list.unindexed?.has(filter.column) === true);
  if (list.search.length > 0)
    query = query.where(
      searchCondition(
        dialect,
        resource.table,
        list.search,
        list.match,
        list.unindexed?.has(resource.idColumn) === true,
      ),
    );
  return query;
}

/**
 * PostgreSQL: a list narrowed to one value of a column and sorted by the column paired with it in
 * an index (a status tab, newest first) is asked for as a range of that one value, sorted by it
 * first, so that only the pair's index gives the order. Asked for plainly, the planner drops the
 * constant from the sort and may walk the sort column's own index instead, discarding rows until
 * the page fills: the newest orders are not delivered yet, a correlation its statistics cannot
 * see (`status=delivered`, amount range, newest first, at a million orders: 45.7 ms against
 * 0.48, `EXPLAIN ANALYZE`). The rows are the same. SQLite already takes the pair's index.
 */
export function pinnedToIndex(dialect: Dialect, table: string, list: ListQuery): ListQuery {
  const [first] = list.sort;
  if (dialect !== 'postgres' || list.search.length > 0 || !first) return list;
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
 * newest first (ORD-004211: 0.73 ms against 0.06 ms sorting its one match, on an index with the
 * segments 30,000 writes add).
 */
const fewMatches = 100;

/**
 * Keys read past a page's end in creation order, for the rest of its last second: a second holds
 * one or two orders at most as the seed makes them (~2.7 a minute); when the keys run out within
 * it (a burst of writes), the page is read as before.
 */
const pastThePage = 8;

const compiledReads = new WeakMap<AnyDb, LruMap<string, CompiledQuery>>();

/**
 * List reads compiled once and run again, kept for `db` (its dialect and plugins make their text)
 * by what defines them: the resource, the role, the filters, the sort and the page. The same
 * page is asked for over and over, by every operator on the list and again after every change
 * the live updates bring; building and compiling a page of orders with Kysely took 16.5% of a
 * CPU profile's samples under that request on SQLite (5.4% on PostgreSQL). The 200 most recently
 * run are kept; a statement holds no rows, so a kept one is never stale.
 */
function readsOf(db: AnyDb): LruMap<string, CompiledQuery> {
  let reads = compiledReads.get(db);
  if (!reads) {
    reads = new LruMap(200);
    compiledReads.set(db, reads);
  }
  return reads;
}

/**
 * From this offset on, a list's page waits for the list's total, to know which end it is nearer
 * (below it, stepping over the rows before the page costs less than waiting).
 */
export const farOffset = 1000;

/**
 * PostgreSQL: from this offset on, a page's ids are read first and then its rows
 * (`pageByIds`). OFFSET fetches from the table every row it steps over; their ids alone come
 * from the sort's index, whose entries end in the id (an index-only scan, migration 010), and
 * only the page's rows from the table. The middle page of a million orders by amount: 1.7–2.3 s
 * → 26 ms, of the packages by tracking number 0.7–0.9 s → 30 ms (warm, one at a time). The
 * activity log reads its deep pages so on both engines (routes/activity.ts).
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
const forwardRead = ({ offset, limit, sort }: Pick<ListQuery, 'offset' | 'limit' | 'sort'>) => ({
  offset,
  limit,
  sort,
  reversed: false,
});

/**
 * How to read the page `list` asks for from a list of `total` rows, or undefined when it lies
 * past the end. A page nearer the end than the start is read from the end, in the reverse order,
 * and turned back: OFFSET steps over every row before the page, and the last page of a million
 * orders sorted by amount took 2.1 s on PostgreSQL (each row stepped over is fetched from the
 * table) and 20 ms on SQLite. The sort ends in the id or holds a unique field, so it is a total
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
const walkLength = (list: Pick<ListQuery, 'offset' | 'limit'>, total: number, rows: number) =>
  ((list.offset + list.limit) * rows) / total;

/**
 * SQLite: the filtered columns to test row by row while the sort's index is walked, when the
 * list's matches are common enough that a page is near: the walk tests `walkLength` rows, at
 * most half as many as there are matches. Otherwise SQLite reads every match from a filter's
 * index and sorts them all (orders in the US, newest first, at a million orders: 336 ms against
 * 0.1; in pounds by amount: 251 against 0.3), which is the cheaper way for fewer matches (one
 * day's 2,700 orders by amount: 2.5 ms, walked 5.7). The sort's own column, and one paired with
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
type Bound = number | 'matchesFirst';

/**
 * How many rows of the sort's order a narrowed page is looked for among first: eight times what
 * `walkLength` expects, and at least as many as the matches (walking more costs more than
 * sorting them all), or undefined when that is a quarter of the table or more (the planner and
 * the filters' indexes then decide). Filters and sorts are often correlated, which the
 * expectation cannot see: packages sorted by delivery date, newest first, have every delivered
 * one before any that was returned, and a status tab walked along that index read a million rows
 * for its first page. At a million orders, the 238 first pages of a status tab sorted by another
 * column (warm, one at a time): the slowest 1,296 → 162 ms on PostgreSQL, 1,386 → 126 ms on
 * SQLite; all of them 15.0 → 2.0 s and 7.2 → 1.6 s.
 *
 * PostgreSQL reads a tab of few matches first (`'matchesFirst'`) when the walk it expects is more
 * than a quarter of them. Its walk fetches each row from the table at random, ~3 µs apiece, and
 * a walk that found too few cost up to 28,000 of those (the 3,400 packages with a label only, by
 * failed attempts, newest first: 89 ms), while the matches, read through the status's index in
 * the table's order, cost ~1 µs each (3 ms). SQLite's walks that found too few there cost at
 * most 8 ms, and its matches read first cost more (~3 µs each), so it keeps the walk.
 */
export function walkBound(
  dialect: Dialect,
  list: Pick<ListQuery, 'offset' | 'limit'>,
  total: number,
  rows: number,
): Bound | undefined {
  const walk = walkLength(list, total, rows);
  if (dialect === 'postgres' && 4 * walk > total)
    return 4 * total <= rows ? 'matchesFirst' : undefined;
  const bound = Math.ceil(Math.max(100, total, 8 * walk));
  return 4 * bound < rows ? bound : undefined;
}

/** About how many rows a table with integer ids holds (its largest id), kept like a total. */
function rowsOf(db: AnyDb, resource: ResourceDefinition, cache?: ReadCache): Promise<number> {
  const read = () =>
    db
      .selectFrom(resource.table)
      .select((eb) => eb.fn.max(resource.idColumn).as('rows'))
      .executeTakeFirst()
      .then((row) => Number(row?.rows ?? 0));
  return cache ? cache.get(`rows\u0000${resource.table}`, read) : read();
}

/** One page of rows plus the total for X-Total-Count (large totals kept in `cache` when given). */
export async function selectPage(
  db: AnyDb,
  dialect: Dialect,
  resource: ResourceDefinition,
  role: Role,
  asked: ListQuery,
  cache?: ReadCache,
  /**
   * `'capped'`: the caller shows no total (the global search), so the first pages of a search or
   * of the whole table count their rows only up to `exactCountLimit`, and `total` is
   * `exactCountLimit + 1` for more.
   * Counting every one of many matches was most of the global search's first answer (the
   * 257,000 orders of "ORD-4": 436 ms of 462 on PostgreSQL at a million orders).
   */
  totals: 'exact' | 'capped' = 'exact',
) {
  // A search for words every row holds ("ORD" among orders) is no search: the list's own page.
  const list = pinnedToIndex(dialect, resource.table, {
    ...asked,
    search: wordsThatNarrow(resource.table, asked.search),
  });
  const searched = list.search.length > 0;
  // The filtered columns, the role's scope's among them (an operator's users: customers).
  const narrowingFilters = narrowingOf(resource, role, list.filters);
  const narrowing = narrowingFilters.map((filter) => filter.column);
  // SQLite may walk the sort's index past the rows the filters, the scope or a search leave out.
  const mayWalk = dialect === 'sqlite' && resource.idType === 'integer';
  /**
   * The columns to test row by row along the sort's index for `page` (`walkedUnfiltered`), the
   * id among them when a search's matches narrow the rows too.
   */
  const walked = async (
    page: Pick<ListQuery, 'sort' | 'offset' | 'limit'>,
    total: number,
    columns: readonly string[],
  ) =>
    mayWalk && columns.length > 0
      ? walkedUnfiltered(resource.table, page, columns, total, await rowsOf(db, resource, cache))
      : undefined;
  // PostgreSQL: a search read from the words table (migration 005) when it has a plan, whose
  // terms also spell the prefix out for GIN (a count 5.2 → 1.2 ms at a million orders).
  const plan =
    dialect === 'postgres' && searched
      ? await wordsPlan(db, resource.table, list.search, cache)
      : undefined;
  const match =
    dialect === 'sqlite' && searched
      ? await expandedMatch(db, resource.table, list.search)
      : undefined;
  // Built when a statement is: a page asked for again runs the statement compiled the first time.
  let scoped: AnySelect | undefined;
  const base = () =>
    (scoped ??= scopedSelect(db, dialect, resource, role, {
      ...list,
      match: match ?? (plan && tsqueryOf(plan)),
    }));
  const sorted = (query: AnySelect, sort: readonly Sort[] = list.sort) =>
    sort.reduce<AnySelect>(
      // NULL sorts as the smallest value on both engines (SQLite's rule; PostgreSQL's is the reverse).
      (q, { column, order }) =>
        resource.fields[column]?.nullable
          ? q.orderBy(column, (by) =>
              order === 'asc' ? by.asc().nullsFirst() : by.desc().nullsLast(),
            )
          : q.orderBy(column, order),
      query,
    );
  // A search's matches come in index order, not the list's, so all of them are sorted. Sorting
  // only their ids and keys, then reading the page's rows, is 20% faster than sorting whole rows
  // (2.3 → 1.9 ms for the 1,252 orders of "Felix Wagner" at a million; see
  // docs/benchmarks-history.md).
  const everyMatchSorted = () => pageByIds(base(), list);
  /** The rows of the page `read` of `rows`, read by the ids of a page of their ids. */
  function pageByIds(rows: AnySelect, read: Pick<PageRead, 'sort' | 'limit' | 'offset'>) {
    const ids = sorted(rows.select(resource.idColumn), read.sort)
      .limit(read.limit)
      .offset(read.offset);
    return sorted(
      db.selectFrom(resource.table).selectAll().where(resource.idColumn, 'in', ids),
      read.sort,
    );
  }
  // The page's rows among a few (those `narrow` keeps), sorted whole.
  const pageWhere = (narrow: (query: AnySelect) => AnySelect) =>
    sorted(narrow(db.selectFrom(resource.table).selectAll()))
      .limit(list.limit)
      .offset(list.offset);
  const pageAmong = (ids: unknown[] | Expression<number>) =>
    pageWhere((query) => query.where(resource.idColumn, 'in', ids));
  // PostgreSQL plans a page, a search's reads or a small count asked for again once per
  // connection (see `byValue`).
  const forRun = (query: CompiledQuery) => (dialect === 'postgres' ? byValue(query) : query);
  const run = async (query: CompiledQuery) =>
    (await db.executeQuery(query)).rows as Record<string, unknown>[];
  const readRows = (query: AnySelect) => run(forRun(query.compile()));
  /** The page's rows among `ids`, none for none. */
  const rowsAmong = async (ids: unknown[]) =>
    ids.length === 0 ? [] : await readRows(pageAmong(ids));
  // Names what selects the rows: compiling the count only to name it is wasted on a cache hit.
  const totalKey = JSON.stringify([resource.name, role, asked.filters, asked.search]);
  /** How many `rows` there are (the list's), counted or kept; `overCap`: see `countTotal`. */
  const exactTotalOf = (rows: () => AnySelect = base, overCap = false) =>
    cache
      ? countTotal(cache, db, rows, totalKey, readRows, overCap)
      : rows()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.total));
  // A large total kept from an earlier request.
  const totalKept = cache !== undefined && holdsTotal(cache, totalKey);
  // Capped for a search, or for no narrowing at all (a search for "ORD" among orders: every
  // row), unless a list has counted the same rows already.
  const capped =
    totals === 'capped' &&
    (searched || narrowing.length === 0) &&
    list.offset < farOffset &&
    !totalKept;
  /** The total as the caller asked for it: exact, or `capped`. */
  const totalOf = (rows: () => AnySelect = base, overCap = false) =>
    capped ? cappedTotal(cache, db, rows, totalKey, readRows) : exactTotalOf(rows, overCap);

  const narrowed = narrowing.length > 0;
  const visible = () =>
    narrowed
      ? scopedSelect(db, dialect, resource, role, { filters: list.filters, search: [] })
      : undefined;

  if (plan?.few) {
    const ids = await run(forRun(everyMatchOf(resource.table, plan, visible()).compile(db)));
    return { rows: await rowsAmong(ids.map(({ id }) => id)), total: ids.length };
  }
  // Counted already when a walk was weighed and did not pay.
  let counted: number | undefined;
  if (plan && list.sort[0]?.column === 'createdAt') {
    counted = await totalOf();
    if (walkPays(plan, list, counted)) {
      const candidates = wordsOrderCandidates(resource.table, plan, list, visible());
      const rows = await readRows(pageWhere((query) => query.where(candidates)));
      return { rows, total: counted };
    }
  }
  /**
   * The page `read`, among the rows `unindexed` names the columns to test one by one of (SQLite),
   * only among the first `bound` rows of the sort's order when a number, or from the matches
   * read first and then sorted (`'matchesFirst'`, PostgreSQL).
   */
  const readPage = (read: PageRead, unindexed?: ReadonlySet<string>, bound?: Bound) =>
    run(
      readsOf(db).getOr(
        JSON.stringify([
          totalKey,
          asked.sort,
          read.limit,
          read.offset,
          read.reversed,
          unindexed ? [...unindexed] : [],
          bound ?? null,
        ]),
        () => {
          // The first `bound` rows in the sort's order, a query of their own that the filters
          // then narrow: neither engine walks the index further.
          const within =
            typeof bound === 'number'
              ? sorted(db.selectFrom(resource.table).selectAll(), read.sort).limit(bound)
              : undefined;
          let rows =
            unindexed || within
              ? scopedSelect(db, dialect, resource, role, { ...list, unindexed, within })
              : base();
          // OFFSET 0 keeps the matches a query of their own: PostgreSQL reads them by the
          // filters' indexes and sorts them, whatever it guesses of the sort's index.
          if (bound === 'matchesFirst')
            rows = db.selectFrom(rows.selectAll().offset(0).as(resource.table));
          return forRun(
            (dialect === 'postgres' && read.offset >= idsFirstOffset
              ? pageByIds(rows, read)
              : sorted(rows.selectAll(), read.sort).limit(read.limit).offset(read.offset)
            ).compile(),
          );
        },
      ),
    );
  /**
   * The page `read` as `readPage` reads it within `bound`. Fewer than the page's rows among the
   * first `bound`: the matches lie further along the sort's order than their count says
   * (returned packages have no delivery date, and sorted by it come last). Few of them (a quarter
   * of the table's `tableRows` or less) are read first and sorted; many are walked to, as before.
   */
  async function pageWithin(
    read: PageRead,
    total: number,
    bound: Bound | undefined,
    tableRows: number,
    unindexed?: ReadonlySet<string>,
  ) {
    const page = await readPage(read, unindexed, bound);
    if (typeof bound !== 'number' || page.length >= Math.min(read.limit, total - read.offset))
      return page;
    const few = 4 * total <= tableRows;
    return readPage(
      read,
      few ? undefined : unindexed,
      few && dialect === 'postgres' ? 'matchesFirst' : undefined,
    );
  }
  if (searched && match === undefined) {
    if (plan) {
      const [page, total] = await Promise.all([readRows(everyMatchSorted()), counted ?? totalOf()]);
      return { rows: page, total };
    }
    // Left to GIN (no plan: no word of the table starts so, or too many do), PostgreSQL guesses
    // that a search matches 2% of the table, so for a page it walks the sort's index and tests
    // each row: a search that no package matched read all 1.2 million of them (650 ms). A search
    // with few matches, as the count (from GIN) tells, reads them from GIN and sorts them (0.3
    // ms). With a plan, the words' counts have chosen already (a common word among few rows of
    // a status: its GIN bitmap is large, 23 → 55 ms this way).
    const total = await totalOf();
    if (total > exactCountLimit) {
      // Many matches: PostgreSQL takes them as spread evenly along the sort's order and walks its
      // index, testing each row, but they may lie together: "12" finds the packages of orders
      // ORD-120000 to ORD-129999, made in a few weeks, and their 15,121 were 1.06 million
      // packages from the newest (840 ms, for the global search on every keystroke that began an
      // order number). So the walk is bounded as a filter's is.
      const tableRows = list.offset < farOffset ? await rowsOf(db, resource, cache) : 0;
      // Not counted (`capped`): looked for within twice the walk that as many matches as the cap,
      // spread evenly, would take (the 257,000 orders of "ORD-4" lie every few rows), else read
      // first and sorted (the packages of "ORD-3" lie together, mid-year).
      const bound =
        tableRows === 0
          ? undefined
          : capped
            ? Math.ceil(2 * walkLength(list, total, tableRows))
            : walkBound(dialect, list, total, tableRows);
      const rows =
        bound === undefined
          ? await readRows(everyMatchSorted())
          : await pageWithin(forwardRead(list), total, bound, tableRows);
      return { rows, total };
    }
    const ids = total === 0 ? [] : await readRows(base().select(resource.idColumn));
    return { rows: await rowsAmong(ids.map((row) => row[resource.idColumn])), total };
  }
  if (match === undefined) {
    // Narrowed by two columns or more (a status tab and a number of failed attempts): the page is
    // read along one index and the other columns tested row by row, a long walk when few rows
    // meet them (delivered packages with three failed attempts, none at a million orders: 855 ms
    // on PostgreSQL). So the total comes first: with none there is no page, and PostgreSQL reads
    // a few matches first by the filters' indexes and sorts them.
    const intersected = new Set(narrowing).size > 1;
    // Few matches of filters that no one index finds, a contains filter (`_like`) or two columns,
    // scanned the table twice on every request: to count them (a total up to `exactCountLimit` is
    // counted each time) and to walk to the page. The 177 orders of "hugo nils" at a million on
    // SQLite: 160 ms a page, 500–700 ms from the fifth. So their ids are read once, in one scan
    // that stops past `exactCountLimit`, and kept as a large total is (until the next write); each
    // page is read among them. More matches are near along any order: as before, but not counted
    // up to the cap again.
    let overCap = false;
    if (intersected || narrowingFilters.some((filter) => filter.operator === 'like')) {
      const ids = await keptFewIds(
        cache,
        () => base().select(resource.idColumn),
        resource.idColumn,
        totalKey,
        readRows,
      );
      if (ids) return { rows: await rowsAmong(ids), total: ids.length };
      overCap = true;
    }
    const sortedBy = list.sort[0]?.column;
    // Sorted by the id and narrowed to one value of one column: the column's index ends in the
    // id (SQLite's hold the rowid, PostgreSQL's since migration 010), so either engine reads the
    // page in order from it, neither walked nor bounded. Refunded orders by id, newest first, on
    // PostgreSQL at a million orders: their 26,000 rows read and sorted after a bound that held
    // too few of them, 80 ms, against 0.2 from `(status, id)`. A second column is tested along
    // that index row by row, as any walk: two common values that never meet (German orders in
    // dollars) walked it to its end, 350 ms on PostgreSQL, so they are bounded like the others.
    const [onlyFilter, ...otherFilters] = narrowingFilters;
    const alongFilterIndex =
      sortedBy === resource.idColumn &&
      otherFilters.length === 0 &&
      onlyFilter?.operator === 'eq' &&
      onlyFilter.values.length === 1;
    // A list narrowed to values of columns it is not sorted by (a status tab) may be walked
    // along the sort's index; the total decides how far, so it comes first (SQLite answers one
    // statement at a time anyway). Other filters (a range, a contains) keep the walk as it was:
    // their matches, read first, may be most of the table.
    const mayBound =
      narrowed &&
      !alongFilterIndex &&
      resource.idType === 'integer' &&
      sortedBy !== undefined &&
      !narrowing.includes(sortedBy) &&
      narrowingFilters.every((filter) => filter.operator === 'eq');
    const mayWalkHere = mayWalk && narrowed && !alongFilterIndex;
    if (list.offset < farOffset && !mayWalkHere && !mayBound && !intersected) {
      const [page, total] = await Promise.all([
        readPage(forwardRead(list)),
        totalOf(base, overCap),
      ]);
      return { rows: page, total };
    }
    const total = await totalOf(base, overCap);
    // No row for the page (filters that nothing meets): read, it walked the sort's index to the
    // end looking for one (German orders in dollars at a million orders: 240 ms on either engine).
    if (total <= list.offset) return { rows: [], total };
    const read = list.offset < farOffset ? forwardRead(list) : pageRead(list, total);
    if (!read) return { rows: [], total };
    const unindexed = mayWalkHere ? await walked(read, total, narrowing) : undefined;
    const tableRows =
      mayBound && (dialect === 'postgres' || unindexed)
        ? await rowsOf(db, resource, cache)
        : undefined;
    const bound =
      tableRows !== undefined
        ? walkBound(dialect, read, total, tableRows)
        : dialect === 'postgres' && intersected && total <= exactCountLimit
          ? 'matchesFirst'
          : undefined;
    const page = await pageWithin(read, total, bound, tableRows ?? 0, unindexed);
    return { rows: read.reversed ? page.reverse() : page, total };
  }
  // Nothing but the search narrows the rows: its matches are read from the search index itself,
  // one at a time. Through `id in (…)` SQLite gathers every match into a set first: the 244,000
  // orders of "ORD-7" at a million took 290 ms that way for each read and count, against 65 ms.
  const matches = narrowed ? base : () => indexedMatches(db, resource.table, match);
  // Sorted by creation time first, a search nothing else narrows reads the index's first keys in
  // that order, once: they hold the page (`candidatesAmong`), and up to `exactCountLimit` of them
  // are the total when there are no more. With a total kept, only a few past the page's end are
  // read: two common words walk thousands of entries for a thousand matches ("Felix Wagner").
  // Looking for the page's last second and then for the matches up to it
  // (`creationOrderCandidates`) read a prefix's merged matches twice: 65 ms each for "ORD-7" at
  // a million orders.
  const [first] = list.sort;
  const end = list.offset + list.limit;
  if (
    !narrowed &&
    first?.column === 'createdAt' &&
    resource.table in searchColumns &&
    end <= exactCountLimit
  ) {
    const wanted = totalKept ? end + pastThePage : exactCountLimit + 1;
    const keys = await matchesByCreation(db, resource.table, match, first.order === 'desc', wanted);
    const complete = keys.length < wanted;
    const ids = candidatesAmong(keys, end, complete);
    if (ids) {
      const total =
        !totalKept && (complete || capped) ? keys.length : await exactTotalOf(matches, true);
      return { rows: await rowsAmong(ids), total };
    }
  }
  // A search with up to `exactCountLimit` matches (an order number, a full name): their ids, read
  // in one pass, are the total, and hold the page when few. Counting them and then finding them
  // again took two passes or more. A large total kept from an earlier request skips this.
  let probed: number | undefined;
  if (!totalKept) {
    const ids = await idsUpToCap(
      matches().select(narrowed ? resource.idColumn : hitId().as(resource.idColumn)),
      resource.idColumn,
    );
    if (ids.length <= fewMatches) return { rows: await rowsAmong(ids), total: ids.length };
    probed = ids.length;
  }
  // SQLite answers one statement at a time anyway: the total comes next and picks the way.
  const total =
    probed !== undefined && (probed <= exactCountLimit || capped)
      ? probed
      : await totalOf(matches, probed !== undefined);
  const candidates =
    total > fewMatches
      ? creationOrderCandidates(resource.table, match, list, visible())
      : undefined;
  if (candidates) return { rows: await readRows(pageAmong(candidates)), total };
  // Sorted by another column, many matches are tested along the sort's index, as a filter's are
  // (`walkedUnfiltered`), where every match was looked up and sorted (`q=berlin` by amount at a
  // million orders, 66,000 matches: 73 → 9.9 ms).
  const unindexed =
    total > fewMatches ? await walked(list, total, [...narrowing, resource.idColumn]) : undefined;
  const rows = await (unindexed
    ? sorted(scopedSelect(db, dialect, resource, role, { ...list, match, unindexed }).selectAll())
        .limit(list.limit)
        .offset(list.offset)
    : everyMatchSorted()
  ).execute();
  return { rows: rows as Record<string, unknown>[], total };
}
