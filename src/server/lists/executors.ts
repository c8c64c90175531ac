import {
  candidatesAmong,
  creationOrderCandidates,
  hitId,
  indexedMatches,
  matchesByCreation,
} from '../search/fts5';
import { everyMatchOf, walkPays, wordsOrderCandidates } from '../search/postgres';
import {
  type Bound,
  farOffset,
  fewMatches,
  forwardRead,
  pageRead,
  pastThePage,
  walkBound,
  walkLength,
} from './page-read';
import type { Plan } from './plan';
import type { ListReader, Page } from './reader';
import { scopedSelect } from './scope';
import { exactCountLimit, idsUpToCap, keptFewIds } from './totals';

type PlanOf<K extends Plan['kind']> = Extract<Plan, { kind: K }>;

/** The page and total that `plan` reads through `reader`. */
export function execute(reader: ListReader, plan: Plan): Promise<Page> {
  switch (plan.kind) {
    case 'page':
      return readPage(reader);
    case 'walk':
      return walkToPage(reader, plan);
    case 'keptIds':
      return amongKeptIds(reader, plan);
    case 'wordsFew':
      return everyWordsMatch(reader);
    case 'wordsWalk':
      return walkWords(reader);
    case 'searchSorted':
      return sortEveryMatch(reader);
    case 'ginSearch':
      return searchByGin(reader);
    case 'indexedSearch':
      return searchIndexed(reader, plan);
  }
}

/** The page as asked and its total, side by side. */
async function readPage(reader: ListReader, overCap = false): Promise<Page> {
  const [rows, total] = await Promise.all([
    reader.readPage(forwardRead(reader.list)),
    reader.totalOf(reader.base, overCap),
  ]);
  return { rows, total };
}

/**
 * The total first: with none past the offset there is no page (a walk to the end looking for
 * one), a far page is read from the nearer end, and the total decides how far the sort's index
 * is walked or whether the few matches are read first.
 */
async function walkToPage(reader: ListReader, plan: PlanOf<'walk'>, overCap = false) {
  const { list } = reader;
  const steers = reader.request.db.engine.steersPlanner;
  const total = await reader.totalOf(reader.base, overCap);
  if (total <= list.offset) return { rows: [], total };
  const read = list.offset < farOffset ? forwardRead(list) : pageRead(list, total);
  if (!read) return { rows: [], total };
  const unindexed = plan.unindexed ? await reader.walked(read, total, reader.narrowing) : undefined;
  const tableRows = plan.bounded && (steers || unindexed) ? await reader.tableRows() : undefined;
  const bound: Bound | undefined =
    tableRows !== undefined
      ? walkBound(reader.request.db.engine, read, total, tableRows)
      : steers && plan.intersected && total <= exactCountLimit
        ? 'matchesFirst'
        : undefined;
  const page = await reader.pageWithin(read, total, bound, tableRows ?? 0, unindexed);
  return { rows: read.reversed ? page.reverse() : page, total };
}

/**
 * Few matches of filters that no one index finds scanned the table twice on every request (to
 * count and to walk to the page): their ids are read once, in one scan that stops past the cap,
 * and kept as a large total is; each page is read among them. More matches are near along any
 * order, and are not counted up to the cap again.
 */
async function amongKeptIds(reader: ListReader, plan: PlanOf<'keptIds'>): Promise<Page> {
  const { idColumn } = reader.resource;
  const ids = await keptFewIds(
    reader.request.cache,
    () => reader.base().select(idColumn),
    idColumn,
    reader.totalKey,
    reader.readRows,
  );
  if (ids) return { rows: await reader.rowsAmong(ids), total: ids.length };
  return plan.otherwise.kind === 'page'
    ? readPage(reader, true)
    : walkToPage(reader, plan.otherwise, true);
}

/** PostgreSQL: every match of a plan whose rarest word has few rows, read at once. */
async function everyWordsMatch(reader: ListReader): Promise<Page> {
  const plan = reader.wordsPlan;
  if (!plan) throw new Error('a words plan is needed');
  const statement = everyMatchOf(reader.resource.table, plan, reader.visible()).compile(
    reader.kysely,
  );
  const ids = await reader.run(reader.request.db.engine.listRead(statement));
  return { rows: await reader.rowsAmong(ids.map(({ id }) => id)), total: ids.length };
}

/** PostgreSQL: a walk of one word's rows in creation order, when the total says it pays. */
async function walkWords(reader: ListReader): Promise<Page> {
  const plan = reader.wordsPlan;
  if (!plan) throw new Error('a words plan is needed');
  const counted = await reader.totalOf();
  if (!walkPays(plan, reader.list, counted)) return sortEveryMatch(reader, counted);
  const candidates = wordsOrderCandidates(
    reader.resource.table,
    plan,
    reader.list,
    reader.visible(),
  );
  const rows = await reader.readRows(reader.pageWhere((query) => query.where(candidates)));
  return { rows, total: counted };
}

/** Every match sorted, and the total (counted already when a walk was weighed). */
async function sortEveryMatch(reader: ListReader, counted?: number): Promise<Page> {
  const [rows, total] = await Promise.all([
    reader.readRows(reader.everyMatchSorted()),
    counted ?? reader.totalOf(),
  ]);
  return { rows, total };
}

/**
 * PostgreSQL, a search left to GIN: its planner guesses that a search matches a fixed share of
 * the table and walks the sort's index testing each row, the whole table for a search nothing
 * matches. So the count (from GIN) comes first: few matches are read and sorted; many are
 * walked to within a bound, as a filter's are, since they may lie together along the sort
 * ("12" finds the packages of orders made in a few weeks).
 */
async function searchByGin(reader: ListReader): Promise<Page> {
  const { list, resource } = reader;
  const total = await reader.totalOf();
  if (total > exactCountLimit) {
    const tableRows = list.offset < farOffset ? await reader.tableRows() : 0;
    // Not counted (`capped`): looked for within twice the walk that as many matches as the cap,
    // spread evenly, would take, else read first and sorted.
    const bound =
      tableRows === 0
        ? undefined
        : reader.capped
          ? Math.ceil(2 * walkLength(list, total, tableRows))
          : walkBound(reader.request.db.engine, list, total, tableRows);
    const rows =
      bound === undefined
        ? await reader.readRows(reader.everyMatchSorted())
        : await reader.pageWithin(forwardRead(list), total, bound, tableRows);
    return { rows, total };
  }
  const ids = total === 0 ? [] : await reader.readRows(reader.base().select(resource.idColumn));
  return { rows: await reader.rowsAmong(ids.map((row) => row[resource.idColumn])), total };
}

/**
 * SQLite: a search nothing else narrows, sorted by creation time first, reads the index's first
 * keys in that order once: they hold the page, and up to the cap of them are the total when
 * there are no more. With a total kept, only a few past the page's end are read. Undefined when
 * the keys do not settle the page.
 */
async function pageByCreation(reader: ListReader, match: string): Promise<Page | undefined> {
  const { list, resource } = reader;
  const end = list.offset + list.limit;
  const wanted = reader.totalKept ? end + pastThePage : exactCountLimit + 1;
  const newestFirst = list.sort[0]?.order === 'desc';
  const keys = await matchesByCreation(reader.kysely, resource.table, match, newestFirst, wanted);
  const complete = keys.length < wanted;
  const ids = candidatesAmong(keys, end, complete);
  if (!ids) return undefined;
  const total =
    !reader.totalKept && (complete || reader.capped)
      ? keys.length
      : await reader.exactTotalOf(matchesOf(reader, match), true);
  return { rows: await reader.rowsAmong(ids), total };
}

/**
 * A search's matches: read from the search index itself, one at a time, when nothing else
 * narrows them (through `id in (…)` SQLite gathers every match into a set first).
 */
const matchesOf = (reader: ListReader, match: string) =>
  reader.narrowed ? reader.base : () => indexedMatches(reader.kysely, reader.resource.table, match);

/** SQLite: a search read from the FTS5 index. */
async function searchIndexed(reader: ListReader, plan: PlanOf<'indexedSearch'>): Promise<Page> {
  const { match } = reader;
  if (match === undefined) throw new Error('an FTS5 match is needed');
  if (plan.byCreation) {
    const page = await pageByCreation(reader, match);
    if (page) return page;
  }
  const { resource, narrowed } = reader;
  const matches = matchesOf(reader, match);
  // Up to the cap of matches (an order number, a full name): their ids, read in one pass, are
  // the total, and hold the page when few. A large total kept from an earlier request skips this.
  let probed: number | undefined;
  if (!reader.totalKept) {
    const ids = await idsUpToCap(
      matches().select(narrowed ? resource.idColumn : hitId().as(resource.idColumn)),
      resource.idColumn,
    );
    if (ids.length <= fewMatches) return { rows: await reader.rowsAmong(ids), total: ids.length };
    probed = ids.length;
  }
  // SQLite answers one statement at a time anyway: the total comes next and picks the way.
  const total =
    probed !== undefined && (probed <= exactCountLimit || reader.capped)
      ? probed
      : await reader.totalOf(matches, probed !== undefined);
  return { rows: await sortedMatches(reader, match, total), total };
}

/**
 * Many matches sorted by creation time: the few candidates of the page's seconds. Sorted by
 * another column, tested along the sort's index as a filter's are (`walkedUnfiltered`); else
 * every match sorted.
 */
async function sortedMatches(reader: ListReader, match: string, total: number) {
  const { resource, list } = reader;
  const candidates =
    total > fewMatches
      ? creationOrderCandidates(resource.table, match, list, reader.visible())
      : undefined;
  if (candidates) return reader.readRows(reader.pageAmong(candidates));
  const unindexed =
    total > fewMatches
      ? await reader.walked(list, total, [...reader.narrowing, resource.idColumn])
      : undefined;
  const { db, role, prepared } = reader.request;
  const rows = await (unindexed
    ? reader
        .sorted(scopedSelect(db, resource, role, { ...list, prepared, unindexed }).selectAll())
        .limit(list.limit)
        .offset(list.offset)
    : reader.everyMatchSorted()
  ).execute();
  return rows as Record<string, unknown>[];
}
