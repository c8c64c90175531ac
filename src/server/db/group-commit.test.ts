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

describe('work aside from the write transactions', () => {
  it('runs after the writes queued before it and holds the writes queued after it', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const write = (text: string) =>
      db.transaction(async (trx) => {
        await sql`insert into notes (text) values (${text})`.execute(trx);
        order.push(text);
      });
    const before = write('before');
    const aside = db.aside?.(async () => {
      order.push('aside started');
      // The write queued before has committed: another connection would see it.
      expect(await texts()).toEqual(['before']);
      await held;
      order.push('aside done');
      return 'merged';
    });
    const after = write('after');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['before', 'aside started']);
    release();
    expect(await aside).toBe('merged');
    await Promise.all([before, after]);
    expect(order).toEqual(['before', 'aside started', 'aside done', 'after']);
    expect(await texts()).toEqual(['before', 'after']);
  });

  it('fails alone when the work aside fails', async () => {
    const failed = db.aside?.(async () => {
      throw new Error('no merge');
    });
    const after = db.transaction(async (trx) => {
      await sql`insert into notes (text) values ('after')`.execute(trx);
    });
    await expect(failed).rejects.toThrow('no merge');
    await after;
    expect(await texts()).toEqual(['after']);
  });
});
