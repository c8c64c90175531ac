import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchTextOf } from '../search/postgres-lexemes';
import { chunksOf, columns } from './write';

/** COPY's text format as PostgreSQL's manual words it: the test's own reading, one string. */
const copyField = (value: unknown) =>
  value === null
    ? '\\N'
    : String(value).replace(
        /[\\\t\n\r]/g,
        (character) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[character] ?? '',
      );

const userColumns = columns.users;

type User = Record<string, string | number | null>;

const expectedCopy = (rows: User[]) =>
  new TextEncoder().encode(
    rows
      .map(
        (row) =>
          `${userColumns.map((column) => copyField(row[column])).join('\t')}\t${searchTextOf('users', row)}\n`,
      )
      .join(''),
  );

/** Where the COPY bytes of `rows` first differ from the expected ones, or -1. */
const firstDifference = (rows: User[]) => {
  const [actual, expected] = [Buffer.from(copyOf(rows)), Buffer.from(expectedCopy(rows))];
  const length = Math.min(actual.length, expected.length);
  for (let at = 0; at < length; at++) if (actual[at] !== expected[at]) return at;
  return actual.length === expected.length ? -1 : length;
};

const copyOf = (rows: User[]) => {
  const [chunk, ...rest] = chunksOf('users', rows as never, 'copy');
  expect(rest).toEqual([]);
  if (!chunk || !('copy' in chunk)) throw new Error('no COPY chunk');
  expect(chunk.count).toBe(rows.length);
  return chunk.copy;
};

const text = fc.string({ unit: 'binary', maxLength: 30 });
const user = fc.record(
  Object.fromEntries(
    userColumns.map((column) => [
      column,
      column === 'id' || column === 'version'
        ? fc.integer({ min: 1, max: 2 ** 31 - 1 })
        : fc.option(fc.oneof(text, fc.constantFrom('\\N', '\t', '\\', '\r\n', 'Müller 🙂'))),
    ]),
  ) as Record<string, fc.Arbitrary<string | number | null>>,
);

describe('chunksOf as COPY', () => {
  it("writes each row as COPY's text format says, in UTF-8, escapes and all", () => {
    fc.assert(
      fc.property(fc.array(user, { minLength: 1, maxLength: 20 }), (rows) => {
        expect(firstDifference(rows)).toBe(-1);
      }),
      { numRuns: 300 },
    );
  });

  it('writes a piece larger than its first buffer whole, and the next piece afresh', () => {
    const base = fc.sample(user, { numRuns: 1, seed: 7 })[0] as User;
    // A row of 400,000 UTF-16 units in 1.2 MB of UTF-8 (three bytes each), far past the ~1 KB a
    // row is given at first, then rows with escapes and four-byte characters.
    const large = ['€'.repeat(400_000), 'x\t'.repeat(300_000), '🙂'.repeat(300_000)].map(
      (street, index) => ({ ...base, id: index + 1, street }),
    );
    expect(firstDifference(large)).toBe(-1);
    // Rows whose characters would fit the room left but whose UTF-8 would not.
    const euros = [1, 2, 3].map((id) => ({ ...base, id, street: '€'.repeat(1500) }));
    expect(firstDifference(euros)).toBe(-1);
    const small = [{ ...base, id: 9, street: 'Hauptstraße 1' }];
    expect(firstDifference(small)).toBe(-1);
  });

  it('leaves no piece without rows', () => {
    expect(chunksOf('users', [], 'copy')).toEqual([]);
  });
});
