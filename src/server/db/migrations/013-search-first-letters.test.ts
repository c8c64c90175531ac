import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  customerRow as customer,
  foundOrderIds,
  orderRow as order,
} from '../../../../tests/fixtures/migration-rows';
import { connect, type Db } from '../connect';
import { migrate } from '../migrate';
import { searchedTables } from './001-initial';
import { searchIndexOf } from './003-search-by-creation-time';
import * as searchFirstLetters from './013-search-first-letters';

let db: Db;
afterEach(() => db.close());

/** The ids the index finds for `match`, newest first. */
const found = (match: string) => foundOrderIds(db, match);

describe('013: search indexes that keep each term’s first letter', () => {
  it('makes every search index with a first-letter index', async () => {
    db = connect(':memory:');
    await migrate(db);
    for (const table of searchedTables) {
      const { rows } = await sql<{ sql: string }>`
        select sql from sqlite_master where name = ${searchIndexOf(table)}
      `.execute(db.kysely);
      expect(rows[0]?.sql).toContain(`, ${searchFirstLetters.searchIndexOptions})`);
    }
  });

  it('finds the rows it had and those written after it by one letter, in either case', async () => {
    db = connect(':memory:');
    await migrate(db);
    await db.kysely.insertInto('users').values(customer('2026-06-30T00:00:00.000Z')).execute();
    await db.kysely
      .insertInto('orders')
      .values([
        order(1, '2026-06-30T01:00:00.000Z', 'Ida Roth'),
        order(2, '2026-06-30T02:00:00.000Z', 'Ülker Berg', 'München'),
      ])
      .execute();
    // Again over the rows, as on a database that had them before this migration.
    await searchFirstLetters.up(db.kysely, 'sqlite');
    expect(await found('"u"*')).toEqual([2]);
    expect(await found('"Ü"*')).toEqual([2]);
    expect(await found('"m"*')).toEqual([2]);
    expect(await found('"r"*')).toEqual([1]);
    expect(await found('"l"*')).toEqual([1]);

    // Its triggers name the index, and keep the new one.
    await db.kysely
      .insertInto('orders')
      .values(order(3, '2026-06-30T03:00:00.000Z', 'Olga Marx', 'Bonn'))
      .execute();
    await db.kysely.updateTable('orders').set({ city: 'Riesa' }).where('id', '=', 2).execute();
    await db.kysely.deleteFrom('orders').where('id', '=', 1).execute();
    expect(await found('"b"*')).toEqual([3, 2]);
    expect(await found('"m"*')).toEqual([3]);
    expect(await found('"r"*')).toEqual([2]);
    expect(await found('"l"*')).toEqual([]);
  });
});
