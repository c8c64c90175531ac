import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  customerRow as customer,
  foundOrderIds,
  orderRow as order,
} from '../../../../tests/fixtures/migration-rows';
import { connect, type Db } from '../connect';
import { migrate } from '../migrate';
import * as initial from './001-initial';
import * as dailyBreakdown from './002-daily-breakdown';
import * as searchByCreationTime from './003-search-by-creation-time';

let db: Db;
afterEach(() => db.close());

/** A database as 002 left it, before this migration shipped. */
async function migratedTo002(): Promise<Db> {
  const opened = connect(':memory:');
  const migrator = new Migrator({
    db: opened.kysely,
    provider: {
      getMigrations: async () => ({
        '001-initial': { up: (kysely: Kysely<unknown>) => initial.up(kysely as never, 'sqlite') },
        '002-daily-breakdown': {
          up: (kysely: Kysely<unknown>) => dailyBreakdown.up(kysely as never, 'sqlite'),
        },
      }),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return opened;
}

/** The ids the index finds for `match`, newest first. */
const found = (match: string) => foundOrderIds(db, match);

describe('003: search indexes keyed by creation time', () => {
  it('moves the rows of 001s index into the new one and keeps it with writes', async () => {
    db = await migratedTo002();
    const now = '2026-06-30T10:00:00.000Z';
    await db.kysely.insertInto('users').values(customer(now)).execute();
    await db.kysely
      .insertInto('orders')
      .values([
        order(1, '2026-06-30T09:00:00.000Z', 'Ida Roth'),
        order(2, '2026-06-30T11:00:00.000Z', 'Ida Roth'),
        order(3, '2026-06-30T08:00:00.000Z', 'Ole Berg'),
      ])
      .execute();

    await migrate(db);
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where name in ('orders_fts', 'orders_ai', 'users_fts', 'packages_au')
    `.execute(db.kysely);
    expect(tables.rows).toEqual([]);
    expect(await found('"ida"')).toEqual([2, 1]);
    expect(await found('"ord" "000003"')).toEqual([3]);

    await db.kysely
      .insertInto('orders')
      .values(order(4, '2026-06-30T12:00:00.000Z', 'Ida Berg'))
      .execute();
    await db.kysely
      .updateTable('orders')
      .set({ customerName: 'Ole Roth' })
      .where('id', '=', 1)
      .execute();
    await db.kysely
      .updateTable('orders')
      .set({ createdAt: '2026-06-30T13:00:00.000Z' })
      .where('id', '=', 3)
      .execute();
    await db.kysely.deleteFrom('orders').where('id', '=', 2).execute();
    expect(await found('"ida"')).toEqual([4]);
    expect(await found('"roth"')).toEqual([1]);
    expect(await found('"berg"')).toEqual([3, 4]);
  });

  it('may run again, and a refill forgets rows deleted while its triggers were away', async () => {
    db = connect(':memory:');
    await migrate(db);
    const now = '2026-06-30T10:00:00.000Z';
    await db.kysely.insertInto('users').values(customer(now)).execute();
    await db.kysely
      .insertInto('orders')
      .values([order(1, now, 'Ida Roth'), order(2, now, 'Ida Roth')])
      .execute();
    await searchByCreationTime.up(db.kysely, 'sqlite');
    expect(await found('"ida"')).toEqual([2, 1]);
    await sql`drop trigger orders_fts_by_time_ad`.execute(db.kysely);
    await db.kysely.deleteFrom('orders').where('id', '=', 2).execute();
    expect(await found('"ida"')).toEqual([2, 1]);
    await searchByCreationTime.fillSearchIndex(db.kysely, 'orders');
    expect(await found('"ida"')).toEqual([1]);
  });
});
