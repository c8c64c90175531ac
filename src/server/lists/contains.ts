import { type Expression, type SqlBool, sql } from 'kysely';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Characters beyond ASCII. */
const beyondAscii = /[\u0080-\u{10ffff}]+/gu;

const isBeyondAscii = (char: string) => (char.codePointAt(0) ?? 0) >= 0x80;

/** Where case mappings end: no character past the Adlam letters has one. */
const lastCased = 0x1ffff;

let lowercasedFrom: Map<string, string[]> | undefined;

/**
 * The characters a column may hold where `char` (a lowercase character beyond ASCII) stands in
 * its lowercased text: itself and those JavaScript lowercases to it ("Ö" to "ö"; "Ω" and the Ohm
 * sign to "ω"; "Σ" to "σ", or to "ς" at a word's end). Read off every character once, when first
 * asked.
 */
function casesOf(char: string): string[] {
  if (!lowercasedFrom) {
    const found = new Map<string, string[]>([['ς', ['Σ']]]);
    for (let code = 0x80; code <= lastCased; code++) {
      const upper = String.fromCodePoint(code);
      const lower = upper.toLowerCase();
      if (lower === upper) continue;
      for (const each of lower)
        if (isBeyondAscii(each)) found.set(each, [...(found.get(each) ?? []), upper]);
    }
    lowercasedFrom = found;
  }
  return [char, ...(lowercasedFrom.get(char) ?? [])];
}

const like = (tested: Expression<unknown>, wanted: string) =>
  sql<SqlBool>`${tested} like ${`%${wanted}%`} escape '\\'`;

/**
 * PostgreSQL: a case-insensitive contains, the column's text lowercased holding `value`
 * lowercased; its `lower()` folds every letter its locale knows.
 */
export function postgresContains(column: string, value: unknown): Expression<SqlBool> {
  return like(sql`lower(${sql.ref(column)})`, escapeLike(String(value).toLowerCase()));
}

/**
 * SQLite: a case-insensitive contains. SQLite's `lower()` folds ASCII only, as its `LIKE` does,
 * so its `LIKE` alone matches an ASCII text, without the cost of `lower()` on every row, and a
 * text with other letters ("ödön") is matched by `fold` (`addFunctions`: JavaScript's
 * lowercasing) only on the rows that hold its ASCII pieces in order ("d", "n") and its first
 * other letter in either case ("ö" or "Ö"): `fold` on every row is slow. (Two letters lowercase
 * to ASCII, "İ" and the Kelvin sign "K"; an ASCII text does not match them on SQLite.)
 */
export function sqliteContains(column: string, value: unknown): Expression<SqlBool> {
  const text = String(value).toLowerCase();
  const ref = sql.ref(column);
  const other = [...text].find(isBeyondAscii);
  if (other === undefined) return like(ref, escapeLike(text));
  const pieces = text.split(beyondAscii).filter((piece) => piece !== '');
  const inEitherCase = sql.join(
    casesOf(other).map((char) => like(ref, char)),
    sql` or `,
  );
  const tests = [
    ...(pieces.length > 0 ? [like(ref, pieces.map(escapeLike).join('%'))] : []),
    sql<SqlBool>`(${inEitherCase})`,
    like(sql`fold(${ref})`, escapeLike(text)),
  ];
  return sql<SqlBool>`${sql.join(tests, sql` and `)}`;
}
