import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect, type Db } from '../db/connect';
import type { AnyDb } from '../db/dialect';
import { ReadCache } from '../read-cache';
import { exactCountLimit, totalOf } from './totals';

let db: Db;
let kysely: AnyDb;
let clock = 0;
let added = 0;

/** Adds rows alternating odd and even, so half of them are odd. */
async function addRows(count: number) {
  const rows = Array.from({ length: count }, () => ({ kind: ++added % 2 ? 'odd' : 'even' }));
  for (let start = 0; start < rows.length; start += 500)
    await kysely
      .insertInto('items')
      .values(rows.slice(start, start + 500))
      .execute();
}

beforeEach(async () => {
  db = connect(':memory:');
  kysely = db.kysely as unknown as AnyDb;
  await sql`create table items (id integer primary key, kind text not null)`.execute(kysely);
  clock = 0;
  added = 0;
});
afterEach(() => db.close());

const odd = () => kysely.selectFrom('items').where('kind', '=', 'odd');
const counter = () => {
  const cache = new ReadCache(5000, 500, () => clock);
  return {
    total: (db: AnyDb, base: ReturnType<typeof odd>) => totalOf({ db, cache, rows: () => base }),
    invalidate: () => cache.invalidate(),
  };
};

describe('totalOf', () => {
  it('counts small totals on every request', async () => {
    const totals = counter();
    await addRows(10);
    expect(await totals.total(kysely, odd())).toBe(5);
    await addRows(10);
    expect(await totals.total(kysely, odd())).toBe(10);
  });

  it('reuses a large total until a write or the time limit, then counts again', async () => {
    const totals = counter();
    await addRows(4 * exactCountLimit);
    expect(await totals.total(kysely, odd())).toBe(2 * exactCountLimit);
    await addRows(2);
    expect(await totals.total(kysely, odd())).toBe(2 * exactCountLimit);
    totals.invalidate();
    expect(await totals.total(kysely, odd())).toBe(2 * exactCountLimit + 1);
    await addRows(2);
    clock += 5000;
    expect(await totals.total(kysely, odd())).toBe(2 * exactCountLimit + 2);
  });

  it('keeps the totals of different filters apart', async () => {
    const totals = counter();
    await addRows(4 * exactCountLimit + 2);
    expect(await totals.total(kysely, odd())).toBe(2 * exactCountLimit + 1);
    const even = kysely.selectFrom('items').where('kind', '=', 'even');
    expect(await totals.total(kysely, even)).toBe(2 * exactCountLimit + 1);
    await addRows(1);
    expect(await totals.total(kysely, even)).toBe(2 * exactCountLimit + 1);
    expect(await totals.total(kysely, odd())).toBe(2 * exactCountLimit + 1);
  });
});
