import { type Expression, type RawBuilder, sql } from 'kysely';
import { isSearched } from '../db/catalogue';
import type { AnyDb, AnySelect } from '../db/dialect';
import { type ListQuery, paddedNumberOf } from '../lists/parse';
import { idOfKey, searchIndexOf, searchVocabularyOf, secondOfKey, withinEdge } from './fts5-keys';

/**
 * The FTS5 MATCH text of `words`: each a quoted phrase, the last one a prefix, or the order
 * number it names (`paddedNumberOf`).
 */
export const ftsMatch = (words: string[]) =>
  words
    .map((word, index) => {
      if (index < words.length - 1) return `"${word}"`;
      const padded = paddedNumberOf(word);
      return padded ? `("${word}"* OR "${padded}")` : `"${word}"*`;
    })
    .join(' AND ');

/** A prefix that stands for more terms than this stays a prefix. */
export const maxPrefixTerms = 16;

/**
 * `ftsMatch`, with the last word's prefix spelled out as the terms it stands for when they are
 * few. FTS5 answers a prefix by merging the whole doclist of every term it covers before the
 * first row ("wagner"*, thousands of them), but walks a term or an OR of terms lazily, only as
 * far as a page needs. Bench shape: customer-name search. The same rows either way; only a last word the
 * tokenizer keeps as it is (lower-case ASCII letters and digits) is spelled out.
 */
export async function expandedMatch(db: AnyDb, table: string, words: string[]): Promise<string> {
  const plain = ftsMatch(words);
  const last = words[words.length - 1];
  if (last === undefined || !/^[a-z0-9]+$/.test(last) || !isSearched(table)) return plain;
  const vocabulary = sql.table(searchVocabularyOf(table));
  // Each step seeks the next term from the vocabulary's index : no doclist is read.
  const { rows } = await sql<{ term: string }>`
    with recursive found(term) as (
      select (select term from ${vocabulary} where term >= ${last} limit 1)
      union all
      select (select term from ${vocabulary} where term >= found.term || char(1) limit 1)
      from found where substr(found.term, 1, ${last.length}) = ${last}
      limit ${maxPrefixTerms + 2}
    )
    select term from found where substr(term, 1, ${last.length}) = ${last}
  `.execute(db);
  if (rows.length === 0 || rows.length > maxPrefixTerms) return plain;
  const terms = [...rows.map(({ term }) => term), paddedNumberOf(last) ?? []].flat();
  const whole = words.slice(0, -1).map((word) => `"${word}" AND `);
  return `${whole.join('')}(${terms.map((term) => `"${term}"`).join(' OR ')})`;
}

/** SQLite: the ids of the rows matching `match`, from the search index. */
export const matchingIds = (table: string, match: string) =>
  sql`select ${hitId()} from ${sql.table(searchIndexOf(table))}(${match}) as hit`;

/** The id of a row of the search index named `hit`. */
export const hitId = () => idOfKey(sql.ref('hit.rowid'));

/**
 * SQLite: the rows matching `match` as the search index lists them (`hit`), one at a time, each
 * row's id `idOfKey(hit.rowid)`. The index holds every row of the table once, so without a filter
 * or a scope these are the list's matches. Read as `id in (matchingIds)`, SQLite gathers every
 * match into a set before its first row.
 */
export const indexedMatches = (db: AnyDb, table: string, match: string) =>
  db.selectFrom(sql`${sql.table(searchIndexOf(table))}(${match})`.as('hit'));

/** A match as the search index keys it: its creation second and its id. */
export interface CreationKey {
  second: number;
  id: number;
}

/**
 * SQLite: the first `limit` matches of `match` in the index's creation order, newest first or
 * oldest first, each as its second and id (a whole key, 63 bits, is no JavaScript number).
 */
export const matchesByCreation = async (
  db: AnyDb,
  table: string,
  match: string,
  newestFirst: boolean,
  limit: number,
): Promise<CreationKey[]> =>
  indexedMatches(db, table, match)
    .select([secondOfKey(sql.ref('hit.rowid')).as('second'), hitId().as('id')])
    .orderBy(sql`hit.rowid`, newestFirst ? 'desc' : 'asc')
    .limit(limit)
    .execute();

/**
 * The ids among `keys` (a search's first matches in creation order, `matchesByCreation`) that
 * hold the page ending at the `end`-th match, as `creationOrderCandidates` finds them: every
 * match up to the end of the page's last second. Undefined when that second may go on past the
 * keys (`complete`: the keys are every match).
 */
export function candidatesAmong(
  keys: readonly CreationKey[],
  end: number,
  complete: boolean,
): number[] | undefined {
  const edge = keys[end - 1];
  if (!edge) return complete ? keys.map((key) => key.id) : undefined;
  let last = end - 1;
  while (keys[last + 1]?.second === edge.second) last++;
  if (last === keys.length - 1 && !complete) return undefined;
  return keys.slice(0, last + 1).map((key) => key.id);
}

/**
 * SQLite: the ids among which a search's page lies when the list is sorted by `createdAt` first,
 * or undefined for any other sort. The search index lists matches by creation second (see
 * migration 003); walked from the page's end of time, the n-th visible match, n = offset + limit,
 * names a second, and the matches up to the end of that second hold the page: every other match
 * was created in a second beyond it, so it sorts after them whatever the rest of the sort. The
 * caller sorts these few exactly. `visible` narrows to the rows the role and filters allow, when
 * they narrow at all.
 */
export function creationOrderCandidates(
  table: string,
  match: string,
  list: Pick<ListQuery, 'sort' | 'offset' | 'limit'>,
  visible: AnySelect | undefined,
): Expression<number> | undefined {
  const [first] = list.sort;
  if (first?.column !== 'createdAt' || !isSearched(table)) return undefined;
  const index = sql.table(searchIndexOf(table));
  const shown = (alias: string): RawBuilder<unknown> =>
    visible
      ? sql`exists ${visible
          .select(sql.lit(1).as('one'))
          .where(sql<boolean>`${sql.ref(`${table}.id`)} = ${idOfKey(sql.ref(`${alias}.rowid`))}`)}`
      : sql`1`;
  const newestFirst = first.order === 'desc';
  const edge = sql`(select ${secondOfKey(sql.ref('edge.rowid'))} from ${index}(${match}) as edge
    where ${shown('edge')}
    order by edge.rowid ${sql.raw(newestFirst ? 'desc' : 'asc')}
    limit 1 offset ${list.offset + list.limit - 1})`;
  const within = withinEdge(sql.ref('hit.rowid'), edge, newestFirst);
  return sql<number>`(${matchingIds(table, match)} where ${within} and ${shown('hit')})`;
}
