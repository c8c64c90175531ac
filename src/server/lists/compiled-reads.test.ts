import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSearchRows } from '../../../tests/fixtures/search-rows';
import type { Role } from '../../resources';
import { orders } from '../../resources/orders';
import { users } from '../../resources/users';
import { connect, type Db } from '../db/connect';
import type { AnyDb } from '../db/dialect';
import { migrate } from '../db/migrate';
import { ReadCache } from '../read-cache';
import { parseListQuery } from './parse';
import { listDbOf, listPage } from './service';

describe('a list page asked for again', () => {
  let db: Db;
  /** Counts the statements compiled through it (a plugin sees each compile). */
  let counted: AnyDb;
  let compiles = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      compiles++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };

  beforeAll(async () => {
    db = connect(':memory:');
    await migrate(db);
    await fillSearchRows(db.kysely as unknown as AnyDb);
    counted = (db.kysely as unknown as AnyDb).withPlugin(counter);
  });
  afterAll(() => db.close());

  const cache = new ReadCache();
  const pageOf = async (
    resource: typeof orders | typeof users,
    role: Role,
    query: Record<string, string>,
  ) => {
    const before = compiles;
    const page = await listPage(
      listDbOf(counted, 'sqlite'),
      resource,
      role,
      parseListQuery(resource, query),
      cache,
    );
    return { ids: page.rows.map((row) => row.id), total: page.total, compiled: compiles - before };
  };

  it('runs the statement compiled the first time, and reads its rows afresh', async () => {
    const query = { _start: '20', _end: '30', _sort: 'amount', _order: 'desc' };
    // Another page of the same list first, so that the total is kept and only rows are read.
    await pageOf(orders, 'operator', { ...query, _start: '0', _end: '10' });
    const first = await pageOf(orders, 'operator', query);
    const again = await pageOf(orders, 'operator', query);
    expect(again.ids).toEqual(first.ids);
    expect(again.ids).toHaveLength(10);
    expect([first.compiled, again.compiled]).toEqual([1, 0]);
    // The rows are read each time: an order moved to the top of the sort shows on the next ask.
    await counted
      .updateTable('orders')
      .set({ amount: 99_999_999 })
      .where('id', '=', first.ids[0] as number)
      .execute();
    const moved = await pageOf(orders, 'operator', { ...query, _start: '0', _end: '10' });
    expect(moved.ids[0]).toBe(first.ids[0]);
    expect((await pageOf(orders, 'operator', query)).ids).not.toEqual(first.ids);
  });

  it('compiles anew for another page, filter, sort or role', async () => {
    const query = { _start: '0', _end: '10', status: 'delivered', _sort: 'createdAt' };
    await pageOf(orders, 'operator', query);
    const variants = [
      { ...query, _start: '10', _end: '20' },
      { ...query, status: 'pending' },
      { ...query, _sort: 'amount' },
      { ...query, _order: 'desc' },
    ];
    for (const variant of variants) {
      const page = await pageOf(orders, 'operator', variant);
      expect(page.compiled, JSON.stringify(variant)).toBeGreaterThan(0);
      expect((await pageOf(orders, 'operator', variant)).compiled).toBeLessThan(page.compiled);
    }
    // An operator sees customers only; an admin everyone, from a statement of its own.
    const people = { _start: '0', _end: '50', _sort: 'id' };
    const asOperator = await pageOf(users, 'operator', people);
    const asAdmin = await pageOf(users, 'admin', people);
    expect(asAdmin.compiled).toBeGreaterThan(0);
    expect(asAdmin.total).toBeGreaterThan(asOperator.total);
    expect(asAdmin.ids).not.toEqual(asOperator.ids);
  });
});
