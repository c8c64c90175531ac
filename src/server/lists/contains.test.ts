import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../db/connect';
import { sqliteContains } from './contains';

let db: Db;
beforeAll(async () => {
  db = connect(':memory:');
  await sql`create table names (id integer primary key, name text)`.execute(db.kysely);
});
afterAll(() => db.close());

// Letters with and without case, beyond ASCII too (a final sigma, the Ohm sign), and what LIKE
// would read as its own. Not "İ" and the Kelvin sign, which lowercase to ASCII (see
// `sqliteContains`).
const letters = [...'aAdDnNöÖäÄéÉßẞσςΣωΩ\u2126 %_\\-'];
const text = (maxLength: number) =>
  fc.array(fc.constantFrom(...letters), { maxLength }).map((chars) => chars.join(''));

describe('sqliteContains', () => {
  it('matches the names that hold the text, both lowercased, whatever the letters', async () => {
    // Names of random letters, and names that hold the text with each letter's case flipped or
    // not: most would not hold a text of a few letters by chance.
    const name = fc.record({
      before: text(6),
      after: text(6),
      holds: fc.boolean(),
      flips: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(name, { minLength: 1, maxLength: 30 }),
        text(4).filter((wanted) => wanted !== ''),
        async (made, wanted) => {
          const names = made.map(({ before, after, holds, flips }) => {
            const inside = [...wanted]
              .map((char, at) => (flips[at] ? char.toUpperCase() : char.toLowerCase()))
              .join('');
            return holds ? `${before}${inside}${after}` : `${before}${after}`;
          });
          await db.kysely.deleteFrom('names' as never).execute();
          await db.kysely
            .insertInto('names' as never)
            .values(names.map((name, id) => ({ id, name })) as never)
            .execute();
          const rows = await db.kysely
            .selectFrom('names' as never)
            .select('id' as never)
            .where(sqliteContains('name', wanted))
            .orderBy('id' as never)
            .execute();
          const expected = names.flatMap((name, id) =>
            name.toLowerCase().includes(wanted.toLowerCase()) ? [id] : [],
          );
          expect(rows.map((row) => (row as { id: number }).id)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
