import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { isSearched, universalWords } from '../db/catalogue';
import type { AnyDb, AnySelect } from '../db/dialect';
import { type ListQuery, paddedNumberOf } from '../lists/parse';
import type { ReadCache } from '../read-cache';
import { maxPrefixTerms } from './fts5';
import { idOfKey, restOfSecond } from './fts5-keys';
import { searchWordsOf } from './postgres-fill';

/**
 * PostgreSQL: how a search reads the words table (migration 005). One group of terms per word
 * of the search: a whole word is itself, the last word the terms its prefix stands for. A row
 * matches when it holds a term of every group. A page walks the rows of `groups[0]` in creation
 * order and looks each up in the others.
 */
export interface WordsPlan {
  groups: string[][];
  /** The rows of `groups[0]`, counted up to `countedRows`. */
  rows: number;
  /** `groups[0]` has at most `fewRows` rows: every match is read at once, for any sort. */
  few: boolean;
}

/**
 * Whether every row of `table` holds `word`, as a whole word or, for the last word of a search,
 * as a prefix of one (`or` stands for `ord`). The words table leaves such words out (migration
 * 009), and a search names them to no effect.
 */
function holdsEverywhere(table: string, word: string, prefix: boolean): boolean {
  const universal = (universalWords as Record<string, readonly string[] | undefined>)[table] ?? [];
  return prefix ? universal.some((each) => each.startsWith(word)) : universal.includes(word);
}

/** Whether a search for `words` in `table` matches every row: each word is one every row holds. */
export const matchesEveryRow = (table: string, words: readonly string[]) =>
  words.length > 0 &&
  words.every((word, at) => holdsEverywhere(table, word, at === words.length - 1));

/**
 * `words` without those before the last that every row of `table` holds (`ord` of "ORD-7" among
 * orders), or none when every word is such: they narrow nothing, and each index read them whole,
 * an entry for every row (the packages of "ORD-6" counted with `ord` and without). Bench
 * shape: number search. The last word stays, a prefix as it was.
 */
export const wordsThatNarrow = (table: string, words: readonly string[]): string[] =>
  matchesEveryRow(table, words)
    ? []
    : words.filter((word, at) => at === words.length - 1 || !holdsEverywhere(table, word, false));

/** A group with at most this many rows drives a search that reads every match at once. */
const fewRows = 1000;

/** Groups are counted up to this many rows: enough to tell a walk that pays from one that does not. */
const countedRows = 20_000;

/**
 * A walk that is expected to look up more rows than this for a page is left to GIN: two common
 * words that rarely meet ("berlin wagner") would walk thousands of rows of one to find a page.
 */
const maxLookups = 5000;

/**
 * Whether walking `plan` finds the page `list` asks for in fewer lookups than `maxLookups`:
 * about `rows / total` of the walked rows match, and the walk needs `offset + limit` of them.
 */
export const walkPays = (
  plan: WordsPlan,
  list: Pick<ListQuery, 'offset' | 'limit'>,
  total: number,
) => total > 0 && plan.rows * (list.offset + list.limit) <= maxLookups * total;

/**
 * The plan of a search for `words` in `table`, or undefined when the words table cannot answer
 * it better than GIN: the last word's prefix stands for none or more than `maxPrefixTerms`
 * terms, or every group is large and none is a single term (a walk in creation order reads one
 * term's rows; PostgreSQL 15 cannot keep a key order across several). Kept in `cache` until the
 * next write, as a new row may bring a new term.
 */
export function wordsPlan(
  db: AnyDb,
  table: string,
  words: string[],
  cache?: ReadCache,
): Promise<WordsPlan | undefined> {
  const compute = () => planOf(db, table, words);
  return cache ? cache.get(`words\u0000${table}\u0000${words.join(' ')}`, compute) : compute();
}

/**
 * The terms of `table`'s words table that `prefix` stands for, or undefined for more than
 * `maxPrefixTerms`. Each step seeks the next distinct word from the key's index: no word's rows
 * are read. The recursion runs as far as the outer limit asks.
 */
async function termsOf(db: AnyDb, table: string, prefix: string) {
  const index = sql.table(searchWordsOf(table));
  const { rows } = await sql<{ term: string }>`
    with recursive found(term) as (
      select (select word from ${index} where word >= ${prefix} order by word limit 1)
      union all
      select (select word from ${index} where word > found.term order by word limit 1)
      from found where starts_with(found.term, ${prefix})
    )
    select term from found where starts_with(term, ${prefix}) limit ${maxPrefixTerms + 1}
  `.execute(db);
  return rows.length > maxPrefixTerms ? undefined : rows.map(({ term }) => term);
}

async function planOf(db: AnyDb, table: string, words: string[]) {
  const last = words[words.length - 1];
  if (last === undefined || !isSearched(table)) return undefined;
  const index = sql.table(searchWordsOf(table));
  // A word every row holds is not in the words table: it adds no group.
  const whole = words.slice(0, -1).filter((word) => !holdsEverywhere(table, word, false));
  const groups: string[][] = whole.map((word) => [word]);
  if (!holdsEverywhere(table, last, true)) {
    const terms = await termsOf(db, table, last);
    if (terms === undefined) return undefined;
    // The order number it names, when it is digits: a term the words table holds or none.
    const padded = paddedNumberOf(last);
    const group = padded === undefined ? terms : [...terms, padded];
    if (group.length === 0) return undefined;
    groups.push(group);
  }
  if (groups.length === 0) return undefined;
  const { rows } = await sql<Record<string, string>>`select ${sql.join(
    groups.map(
      (group, at) =>
        sql`(select count(*) from (select 1 from ${index} where word = any(${group}::text[]) limit ${countedRows}) as capped) as ${sql.id(`g${at}`)}`,
    ),
  )}`.execute(db);
  const counted = groups
    .map((group, at) => ({ group, rows: Number(rows[0]?.[`g${at}`] ?? 0) }))
    .sort((a, b) => a.rows - b.rows);
  const rarest = counted[0];
  if (!rarest) return undefined;
  const few = rarest.rows <= fewRows;
  const first = few ? rarest : counted.find(({ group }) => group.length === 1);
  if (!first) return undefined;
  return {
    groups: [first.group, ...counted.filter((each) => each !== first).map(({ group }) => group)],
    rows: first.rows,
    few,
  };
}

/**
 * The tsquery of a plan for GIN: its terms whole, a group's terms as alternatives. GIN collects
 * a prefix's matches into a bitmap before it can intersect them, so `felix & wagner:*` took
 * longer to count than `felix & wagner`; the rows are the same, as a
 * plan's terms are every term its prefix stands for.
 */
export const tsqueryOf = (plan: WordsPlan) =>
  plan.groups
    .map((group) => (group.length === 1 ? group[0] : `(${group.join(' | ')})`))
    .join(' & ');

/**
 * The keys of the rows holding a term of `group`: in key order when `group` is one term (a
 * walk's first group always is; PostgreSQL 15 keeps no key order across `= any`).
 */
function keysOf(table: string, group: string[]): RawBuilder<unknown> {
  const index = sql.table(searchWordsOf(table));
  const [term] = group;
  return group.length === 1
    ? sql`select key from ${index} where word = ${term}`
    : sql`select key from ${index} where word = any(${group}::text[])`;
}

/**
 * The condition that a row of `plan.groups[0]`'s keys (named `hit`) holds a term of every other
 * group and is one of `visible`'s rows, when given. Each is a lookup per row, written as a
 * subquery that PostgreSQL cannot turn into a join: as `exists`, the planner, which cannot know
 * that the walk stops after a page, hashed every row of the other word instead ("Felix Wagner"
 * was far slower so).
 */
function holdsTheRest(table: string, plan: WordsPlan, visible: AnySelect | undefined) {
  const index = sql.table(searchWordsOf(table));
  const others = plan.groups
    .slice(1)
    .map(
      (group) =>
        sql`(select 1 from ${index} as other where other.word = any(${group}::text[]) and other.key = hit.key limit 1) is not null`,
    );
  const shown = visible
    ? [
        sql`(${visible
          .select(sql.lit(1).as('one'))
          .where(sql<boolean>`${sql.ref(`${table}.id`)} = ${idOfKey(sql.ref('hit.key'))}`)
          .limit(1)}) is not null`,
      ]
    : [];
  const all = [...others, ...shown];
  return all.length > 0 ? sql.join(all, sql` and `) : sql`true`;
}

/** The ids of every match, for a plan whose first group has few rows. */
export const everyMatchOf = (table: string, plan: WordsPlan, visible: AnySelect | undefined) =>
  sql<{ id: number }>`select distinct ${idOfKey(sql.ref('hit.key'))}::integer as id
    from (${keysOf(table, plan.groups[0] ?? [])}) as hit
    where ${holdsTheRest(table, plan, visible)}`;

/**
 * The ids among which a search's page lies when the list is sorted by `createdAt` first, as
 * `creationOrderCandidates` finds them in SQLite's index: walked from the page's end of time, the
 * first n matches, n = offset + limit, and the other matches of the n-th's second hold the page.
 * The walk is read once (`firsts`) and the rest of that second looked up from the n-th's key;
 * finding the n-th first and then walking again to it took twice the lookups ("Felix Wagner" at
 * a million orders, by `explain analyze`). The condition
 * that a row is one of them; the caller sorts these few exactly.
 */
export function wordsOrderCandidates(
  table: string,
  plan: WordsPlan,
  list: Pick<ListQuery, 'sort' | 'offset' | 'limit'>,
  visible: AnySelect | undefined,
): Expression<SqlBool> {
  const newestFirst = list.sort[0]?.order === 'desc';
  const rest = holdsTheRest(table, plan, visible);
  const keys = keysOf(table, plan.groups[0] ?? []);
  const last = sql`(select ${sql.raw(newestFirst ? 'min' : 'max')}(key) from firsts)`;
  const id = idOfKey(sql.ref('key'));
  // An array, not `in (…)`: its size is unknown to the planner, which estimates a third of the
  // walked word's rows past a bound it cannot see and joined them to every order ('ord' at a
  // million orders). `firsts`, named twice, is read once.
  return sql<SqlBool>`${sql.ref(`${table}.id`)} = any(array(
    with firsts as (
      select distinct hit.key from (${keys}) as hit where ${rest}
      order by hit.key ${sql.raw(newestFirst ? 'desc' : 'asc')}
      limit ${list.offset + list.limit})
    select ${id}::integer from firsts
    union all
    select ${id}::integer from (${keys}) as hit
    where ${restOfSecond(sql.ref('hit.key'), last, newestFirst)} and ${rest}))`;
}
