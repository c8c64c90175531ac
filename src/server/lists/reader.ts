import type { CompiledQuery, Expression } from 'kysely';
import type { ResourceDefinition, Role } from '../../resources';
import type { AnyDb, AnySelect } from '../db/dialect';
import { LruMap } from '../lru-map';
import type { ReadCache } from '../read-cache';
import type { PreparedSearch } from '../search';
import type { WordsPlan } from '../search/postgres';
import {
  type Bound,
  farOffset,
  idsFirstOffset,
  type PageRead,
  walkedUnfiltered,
} from './page-read';
import type { ListQuery, Sort } from './parse';
import { type ListDb, narrowingOf, scopedSelect, sortedBy } from './scope';
import { holdsTotal, totalOf } from './totals';

/** How many rows a list's totals count: every one, or up to the cap (see `totalOf`). */
export type Totals = 'exact' | 'capped';

/** One list request: what it reads, for whom, and what it may keep (`cache`). */
export interface ListRequest {
  db: ListDb;
  resource: ResourceDefinition;
  role: Role;
  /** The list as asked: it names the list's totals and compiled reads. */
  asked: ListQuery;
  /** The list as read: its words those that narrow, pinned to an index (`pinnedToIndex`). */
  list: ListQuery;
  prepared?: PreparedSearch;
  cache?: ReadCache;
  totals: Totals;
}

const compiledReads = new WeakMap<AnyDb, LruMap<string, CompiledQuery>>();

/**
 * List reads compiled once and run again, kept for `db` (its dialect and plugins make their text)
 * by what defines them: the resource, the role, the filters, the sort and the page. The same
 * page is asked for over and over, by every operator on the list and again after every change
 * the live updates bring, and building and compiling it is a visible part of answering. The most
 * recently run are kept; a statement holds no rows, so a kept one is never stale.
 */
function readsOf(db: AnyDb): LruMap<string, CompiledQuery> {
  let reads = compiledReads.get(db);
  if (!reads) {
    reads = new LruMap(200);
    compiledReads.set(db, reads);
  }
  return reads;
}

/** Rows as the database returns them. */
export type Row = Record<string, unknown>;

/** A list's page and its total. */
export interface Page {
  rows: Row[];
  total: number;
}

/**
 * The statements of one list request, built when first needed, which the plan's executors
 * combine: the list's rows, its page read in several ways, and its total.
 */
export class ListReader {
  readonly narrowing: string[];
  readonly narrowingFilters: ReturnType<typeof narrowingOf>;
  /** Names what selects the rows: compiling the count only to name it is wasted on a cache hit. */
  readonly totalKey: string;
  /** A large total kept from an earlier request. */
  readonly totalKept: boolean;
  /**
   * Capped for a search, or for no narrowing at all (a search for "ORD" among orders: every
   * row), unless a list has counted the same rows already.
   */
  readonly capped: boolean;
  private scoped: AnySelect | undefined;

  constructor(readonly request: ListRequest) {
    const { resource, role, list, asked, cache, totals } = request;
    this.narrowingFilters = narrowingOf(resource, role, list.filters);
    this.narrowing = this.narrowingFilters.map((filter) => filter.column);
    this.totalKey = JSON.stringify([resource.name, role, asked.filters, asked.search]);
    this.totalKept = cache !== undefined && holdsTotal(cache, this.totalKey);
    this.capped =
      totals === 'capped' &&
      (this.searched || this.narrowing.length === 0) &&
      list.offset < farOffset &&
      !this.totalKept;
  }

  get list(): ListQuery {
    return this.request.list;
  }
  get resource(): ResourceDefinition {
    return this.request.resource;
  }
  get kysely(): AnyDb {
    return this.request.db.kysely;
  }
  get searched(): boolean {
    return this.request.list.search.length > 0;
  }
  get narrowed(): boolean {
    return this.narrowing.length > 0;
  }
  /** SQLite's FTS5 match of the search, if any. */
  get match(): string | undefined {
    const { prepared } = this.request;
    return prepared?.index === 'fts5' ? prepared.match : undefined;
  }
  /** PostgreSQL's plan of the search's words, if any. */
  get wordsPlan(): WordsPlan | undefined {
    const { prepared } = this.request;
    return prepared?.index === 'postgres' ? prepared.plan : undefined;
  }

  /** The rows the list selects: built once, as a page asked for again runs its compiled read. */
  base = (): AnySelect => {
    const { db, resource, role, list, prepared } = this.request;
    this.scoped ??= scopedSelect(db, resource, role, { ...list, prepared });
    return this.scoped;
  };

  /** The rows the role and the filters leave, when they narrow at all (a search's lookups). */
  visible = (): AnySelect | undefined => {
    const { db, resource, role, list } = this.request;
    return this.narrowed
      ? scopedSelect(db, resource, role, { filters: list.filters, search: [] })
      : undefined;
  };

  sorted = (query: AnySelect, sort: readonly Sort[] = this.list.sort) =>
    sortedBy(this.resource, query, sort);

  /** The rows of the page `read` of `rows`, read by the ids of a page of their ids. */
  pageByIds(rows: AnySelect, read: Pick<PageRead, 'sort' | 'limit' | 'offset'>) {
    const { idColumn, table } = this.resource;
    const ids = this.sorted(rows.select(idColumn), read.sort).limit(read.limit).offset(read.offset);
    return this.sorted(
      this.kysely.selectFrom(table).selectAll().where(idColumn, 'in', ids),
      read.sort,
    );
  }

  /**
   * Every match sorted, then the page's rows read by id: a search's matches come in index order,
   * not the list's, and sorting only their ids and keys costs less than sorting whole rows.
   */
  everyMatchSorted = () => this.pageByIds(this.base(), this.list);

  /** The page's rows among a few (those `narrow` keeps), sorted whole. */
  pageWhere = (narrow: (query: AnySelect) => AnySelect) =>
    this.sorted(narrow(this.kysely.selectFrom(this.resource.table).selectAll()))
      .limit(this.list.limit)
      .offset(this.list.offset);

  pageAmong = (ids: unknown[] | Expression<number>) =>
    this.pageWhere((query) => query.where(this.resource.idColumn, 'in', ids));

  run = async (query: CompiledQuery): Promise<Row[]> =>
    (await this.kysely.executeQuery(query)).rows as Row[];

  /** Runs a read as the engine runs a list's (PostgreSQL: planned for its values, `byValue`). */
  readRows = (query: AnySelect | { compile(): CompiledQuery }) =>
    this.run(this.request.db.engine.listRead(query.compile()));

  /** The page's rows among `ids`, none for none. */
  rowsAmong = async (ids: unknown[]) =>
    ids.length === 0 ? [] : await this.readRows(this.pageAmong(ids));

  /** How many `rows` there are, counted or kept; `overCap`: see `totalOf`. */
  exactTotalOf = (rows: () => AnySelect = this.base, overCap = false) =>
    totalOf({ ...this.countOf(rows), overCap, capped: false });

  /** The total as the caller asked for it: exact, or capped. */
  totalOf = (rows: () => AnySelect = this.base, overCap = false) =>
    totalOf({ ...this.countOf(rows), overCap, capped: this.capped });

  private countOf(rows: () => AnySelect) {
    return {
      db: this.kysely,
      rows,
      key: this.totalKey,
      cache: this.request.cache,
      read: this.readRows,
    };
  }

  /** About how many rows the table holds (its largest id), kept like a total. */
  tableRows = (): Promise<number> => {
    const { resource, cache } = this.request;
    const read = () =>
      this.kysely
        .selectFrom(resource.table)
        .select((eb) => eb.fn.max(resource.idColumn).as('rows'))
        .executeTakeFirst()
        .then((row) => Number(row?.rows ?? 0));
    return cache ? cache.get(`rows\u0000${resource.table}`, read) : read();
  };

  /**
   * SQLite: the columns to test row by row along the sort's index for `page`
   * (`walkedUnfiltered`), the id among them when a search's matches narrow the rows too.
   */
  walked = async (
    page: Pick<ListQuery, 'sort' | 'offset' | 'limit'>,
    total: number,
    columns: readonly string[],
  ) =>
    this.mayWalk && columns.length > 0
      ? walkedUnfiltered(this.resource.table, page, columns, total, await this.tableRows())
      : undefined;

  /** SQLite may walk the sort's index past the rows the filters, the scope or a search leave out. */
  get mayWalk(): boolean {
    return this.request.db.engine.walksSortIndex && this.resource.idType === 'integer';
  }

  /**
   * The page `read`, among the rows `unindexed` names the columns to test one by one of (SQLite),
   * only among the first `bound` rows of the sort's order when a number, or from the matches
   * read first and then sorted (`'matchesFirst'`, PostgreSQL).
   */
  readPage = (read: PageRead, unindexed?: ReadonlySet<string>, bound?: Bound) =>
    this.run(
      readsOf(this.kysely).getOr(
        JSON.stringify([
          this.totalKey,
          this.request.asked.sort,
          read.limit,
          read.offset,
          read.reversed,
          unindexed ? [...unindexed] : [],
          bound ?? null,
        ]),
        () => this.request.db.engine.listRead(this.pageQuery(read, unindexed, bound).compile()),
      ),
    );

  private pageQuery(read: PageRead, unindexed?: ReadonlySet<string>, bound?: Bound) {
    const { db, resource, role, list } = this.request;
    // The first `bound` rows in the sort's order, a query of their own that the filters then
    // narrow: neither engine walks the index further.
    const within =
      typeof bound === 'number'
        ? this.sorted(this.kysely.selectFrom(resource.table).selectAll(), read.sort).limit(bound)
        : undefined;
    let rows =
      unindexed || within
        ? scopedSelect(db, resource, role, { ...list, unindexed, within })
        : this.base();
    // OFFSET 0 keeps the matches a query of their own: PostgreSQL reads them by the filters'
    // indexes and sorts them, whatever it guesses of the sort's index.
    if (bound === 'matchesFirst')
      rows = this.kysely.selectFrom(rows.selectAll().offset(0).as(resource.table));
    return db.engine.steersPlanner && read.offset >= idsFirstOffset
      ? this.pageByIds(rows, read)
      : this.sorted(rows.selectAll(), read.sort).limit(read.limit).offset(read.offset);
  }

  /**
   * The page `read` as `readPage` reads it within `bound`. Fewer than the page's rows among the
   * first `bound`: the matches lie further along the sort's order than their count says
   * (returned packages have no delivery date, and sorted by it come last). Few of them (a quarter
   * of the table's `tableRows` or less) are read first and sorted; many are walked to, as before.
   */
  async pageWithin(
    read: PageRead,
    total: number,
    bound: Bound | undefined,
    tableRows: number,
    unindexed?: ReadonlySet<string>,
  ) {
    const page = await this.readPage(read, unindexed, bound);
    if (typeof bound !== 'number' || page.length >= Math.min(read.limit, total - read.offset))
      return page;
    const few = 4 * total <= tableRows;
    return this.readPage(
      read,
      few ? undefined : unindexed,
      few && this.request.db.engine.steersPlanner ? 'matchesFirst' : undefined,
    );
  }
}
