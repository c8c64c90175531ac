import { sql } from 'kysely';
import { type SearchedTable, searchColumns } from '../db/catalogue';
import type { Db } from '../db/connect';

const notWords = /[^\p{L}\p{N}]+/gu;

/** PostgreSQL skips a word longer than this many bytes ("word is too long to be indexed"). */
const longestWordBytes = 2047;

const indexable = (word: string) =>
  word.length * 3 <= longestWordBytes || Buffer.byteLength(word) <= longestWordBytes;

/**
 * A document's words as PostgreSQL's `search_lexemes` (migration 006) makes them from the same
 * text, written as tsvector input: runs of letters and digits, lowercased, a space between, no
 * positions. Such a word needs no quotes, and PostgreSQL keeps a repeated word once, so the text
 * is the lowercased document with a space for whatever is not a letter or digit: two strings
 * per row on a grow's generating thread (a set of words per row cost it visibly more).
 * Where the two could differ (a letter that PostgreSQL's locale does not call one, a lowercasing
 * that differs), `lexemesAgree` tells before a bulk load relies on it.
 */
export function lexemesText(values: readonly unknown[]): string {
  let document = '';
  for (const value of values)
    if (typeof value === 'string') document += document === '' ? value : ` ${value}`;
  const text = document.toLowerCase().replace(notWords, ' ');
  // Only a document this long can hold a word PostgreSQL leaves out.
  return text.length * 3 <= longestWordBytes ? text : text.split(' ').filter(indexable).join(' ');
}

/** The tsvector input of a row of `table`: the words of its searched columns. */
export const searchTextOf = (table: SearchedTable, row: object): string =>
  lexemesText(searchColumns[table].map((column) => (row as Record<string, unknown>)[column]));

/**
 * Whether `lexemesText` and this database's `search_lexemes` find the same words in `sample`
 * (text holding every letter a load will send): a database whose locale sees letters
 * differently keeps working the words out itself.
 */
export async function lexemesAgree(db: Db, sample: string): Promise<boolean> {
  const { rows } = await sql<{ same: boolean }>`
    select search_lexemes(${sample}) = ${lexemesText([sample])}::tsvector as same
  `.execute(db.kysely);
  return rows[0]?.same === true;
}
