import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect, type Db } from './connect';

let db: Db;

beforeEach(async () => {
  db = connect(':memory:');
  await sql`create table notes (id integer primary key, text text not null unique)`.execute(
    db.kysely,
  );
});
afterEach(() => db.close());

const texts = async () =>
  (await sql<{ text: string }>`select text from notes order by id`.execute(db.kysely)).rows.map(
    (row) => row.text,
  );

describe('write transactions on SQLite', () => {
  it('answers each of many concurrent writes after they are committed, in order', async () => {
    const shared = vi.spyOn(db.kysely, 'startTransaction');
    const written = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction(async (trx) => {
          await sql`insert into notes (text) values (${`note ${index}`})`.execute(trx);
          return index;
        }),
      ),
    );
    expect(written).toEqual(Array.from({ length: 20 }, (_, index) => index));
    // All twenty arrive in one turn of the event loop and share one transaction.
    expect(shared).toHaveBeenCalledTimes(1);
    expect(await texts()).toEqual(Array.from({ length: 20 }, (_, index) => `note ${index}`));
  });

  it('undoes a failing write alone, keeping the others that shared its commit', async () => {
    const results = await Promise.allSettled(
      ['a', 'b', 'a', 'c'].map((text, index) =>
        db.transaction(async (trx) => {
          await sql`insert into notes (text) values (${`${text}-${index}`})`.execute(trx);
          // The second half of a write that fails must go with the first.
          await sql`insert into notes (text) values (${text})`.execute(trx);
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await texts()).toEqual(['a-0', 'a', 'b-1', 'b', 'c-3', 'c']);
  });
});
