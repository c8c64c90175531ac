import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffRole, startApp, type TestApp } from '../../../tests/api/harness';

/**
 * The safety net of the read side: the SQL text and parameters of every statement that lists,
 * the global search, the export and the activity log run for a matrix of requests, against one
 * seeded database. The snapshot is how a change of the planner shows that it still asks the
 * database the same questions (and so keeps its speed); a statement that changes on purpose is
 * named in the commit that changes it.
 */

const dialect = process.env.TEST_DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';

/**
 * Statements that serve the request but not its read: the session's, and the stats' rollups that
 * a read folds first (PostgreSQL). A read writes nothing.
 */
const elsewhere =
  /"sessions"|"statsChanges"|"breakdownChanges"|pg_advisory|^\s*(insert|update|delete)\b/i;

/** Kysely's executors all inherit this one's `executeQuery`, transactions' among them. */
function recorder(app: TestApp) {
  const executor = app.db.kysely.getExecutor();
  let base = Object.getPrototypeOf(executor);
  while (base && !Object.hasOwn(base, 'executeQuery')) base = Object.getPrototypeOf(base);
  while (Object.getPrototypeOf(base) && Object.hasOwn(Object.getPrototypeOf(base), 'executeQuery'))
    base = Object.getPrototypeOf(base);
  const original = base.executeQuery as (query: CompiledQuery, ...rest: unknown[]) => unknown;
  let ran: CompiledQuery[] | undefined;
  base.executeQuery = function (this: unknown, query: CompiledQuery, ...rest: unknown[]) {
    ran?.push(query);
    return original.call(this, query, ...rest);
  };
  return {
    async during(work: () => Promise<unknown>) {
      ran = [];
      await work();
      const statements = ran;
      ran = undefined;
      return statements.filter((statement) => !elsewhere.test(statement.sql));
    },
    restore() {
      base.executeQuery = original;
    },
  };
}

/**
 * A request's statements, sorted: reads that run side by side (a page and its total, the global
 * search's three resources) interleave by when the database answers, which is no part of the plan.
 */
const textOf = (statements: readonly CompiledQuery[]) =>
  statements
    .map((statement) => `${statement.sql.trim()}\n  ${JSON.stringify(statement.parameters)}`)
    .sort()
    .join('\n');

/** The requests: a list's page in every shape the planner tells apart, and the other readers. */
const requests: [name: string, role: StaffRole, url: string][] = [
  ['orders: plain page', 'admin', '/api/orders?_start=0&_end=10'],
  ['orders: second page', 'admin', '/api/orders?_start=10&_end=20'],
  ['orders: sort by text', 'admin', '/api/orders?_start=0&_end=10&_sort=customerName&_order=asc'],
  ['orders: sort by number', 'admin', '/api/orders?_start=0&_end=10&_sort=number&_order=desc'],
  ['orders: sort by money', 'admin', '/api/orders?_start=0&_end=10&_sort=amount&_order=desc'],
  ['orders: sort by enum', 'admin', '/api/orders?_start=0&_end=10&_sort=status&_order=asc'],
  ['orders: sort by id', 'admin', '/api/orders?_start=0&_end=10&_sort=id&_order=desc'],
  ['packages: sort by date', 'admin', '/api/packages?_start=0&_end=10&_sort=estimatedDelivery'],
  ['packages: sort by integer', 'admin', '/api/packages?_start=0&_end=10&_sort=weightGrams'],
  [
    'packages: sort by nullable time',
    'admin',
    '/api/packages?_start=0&_end=10&_sort=deliveredAt&_order=desc',
  ],
  ['orders: filter', 'admin', '/api/orders?_start=0&_end=10&currency=EUR'],
  ['orders: filter range', 'admin', '/api/orders?_start=0&_end=10&amount_gte=10000'],
  ['orders: filter ne', 'admin', '/api/orders?_start=0&_end=10&status_ne=cancelled'],
  ['orders: status tab', 'admin', '/api/orders?_start=0&_end=10&status=shipped'],
  [
    'orders: status tab by amount',
    'admin',
    '/api/orders?_start=0&_end=10&status=delivered&_sort=amount&_order=desc',
  ],
  ['orders: status tab by id', 'admin', '/api/orders?_start=0&_end=10&status=pending&_sort=id'],
  ['orders: two filters', 'admin', '/api/orders?_start=0&_end=10&status=delivered&currency=USD'],
  ['orders: two values', 'admin', '/api/orders?_start=0&_end=10&status=shipped&status=pending'],
  ['orders: like', 'admin', '/api/orders?_start=0&_end=10&customerName_like=an'],
  ['orders: like again', 'admin', '/api/orders?_start=10&_end=20&customerName_like=an'],
  ['orders: search by words', 'admin', '/api/orders?_start=0&_end=10&q=berlin'],
  ['orders: search by two words', 'admin', '/api/orders?_start=0&_end=10&q=anna%20m'],
  ['orders: search sorted', 'admin', '/api/orders?_start=0&_end=10&q=berlin&_sort=amount'],
  ['orders: search and filter', 'admin', '/api/orders?_start=0&_end=10&q=berlin&status=shipped'],
  ['orders: search by number prefix', 'admin', '/api/orders?_start=0&_end=10&q=ORD-0001'],
  ['orders: search by bare number', 'admin', '/api/orders?_start=0&_end=10&q=12'],
  ['orders: search for every row', 'admin', '/api/orders?_start=0&_end=10&q=ORD'],
  ['orders: search for nothing', 'admin', '/api/orders?_start=0&_end=10&q=zzzzqqq'],
  ['packages: search', 'admin', '/api/packages?_start=0&_end=10&q=berlin'],
  ['orders: search, next page', 'admin', '/api/orders?_start=10&_end=20&q=berlin'],
  ['orders: search of many', 'admin', '/api/orders?_start=0&_end=10&q=a'],
  ['orders: search of many sorted', 'admin', '/api/orders?_start=0&_end=10&q=a&_sort=amount'],
  ['orders: search of many, deep', 'admin', '/api/orders?_start=1100&_end=1110&q=a'],
  ['users: search sorted', 'admin', '/api/users?_start=0&_end=10&q=anna&_sort=name'],
  [
    'packages: status tab by its time',
    'admin',
    '/api/packages?_start=0&_end=10&status=delivered&_sort=deliveredAt&_order=desc',
  ],
  [
    'packages: rare tab by a time it lacks',
    'admin',
    '/api/packages?_start=0&_end=10&status=returned&_sort=deliveredAt&_order=desc',
  ],
  [
    'packages: two columns',
    'admin',
    '/api/packages?_start=0&_end=10&status=delivered&failedAttempts=3',
  ],
  [
    'packages: carrier by weight',
    'admin',
    '/api/packages?_start=0&_end=10&carrier=dhl&_sort=weightGrams',
  ],
  ['orders: deep offset', 'admin', '/api/orders?_start=1500&_end=1510'],
  ['orders: deep offset by amount', 'admin', '/api/orders?_start=1200&_end=1210&_sort=amount'],
  ['orders: middle offset', 'admin', '/api/orders?_start=150&_end=160&_sort=amount'],
  ['orders: last page', 'admin', '/api/orders?_start=2990&_end=3000'],
  ['orders: last page by amount', 'admin', '/api/orders?_start=2995&_end=3000&_sort=amount'],
  ['orders: past the end', 'admin', '/api/orders?_start=5000&_end=5010'],
  ['orders: deep filtered', 'admin', '/api/orders?_start=1100&_end=1110&status_ne=cancelled'],
  ['orders: unpaged', 'admin', '/api/orders?_start=0&status=pending&currency=GBP'],
  ['users: admin', 'admin', '/api/users?_start=0&_end=10'],
  ['users: operator scope', 'operator', '/api/users?_start=0&_end=10'],
  ['users: operator scope sorted', 'operator', '/api/users?_start=0&_end=10&_sort=name'],
  ['users: operator search', 'operator', '/api/users?_start=0&_end=10&q=anna'],
  ['users: viewer', 'viewer', '/api/users?_start=0&_end=10'],
  ['orders: viewer', 'viewer', '/api/orders?_start=0&_end=10&status=shipped'],
  ['orders: operator search', 'operator', '/api/orders?_start=0&_end=10&q=berlin'],
  ['stats: page', 'admin', '/api/stats?_start=0&_end=10'],
  ['global search: words', 'admin', '/api/search?q=berlin'],
  ['global search: order number', 'admin', '/api/search?q=ORD-00012'],
  ['global search: package number', 'admin', '/api/search?q=PKG-1'],
  ['global search: every row', 'admin', '/api/search?q=ORD'],
  ['global search: again', 'admin', '/api/search?q=berlin'],
  ['global search: operator', 'operator', '/api/search?q=anna'],
  ['export: filtered', 'admin', '/api/orders/export.csv?status=shipped'],
  ['export: sorted', 'admin', '/api/orders/export.csv?_sort=amount&currency=EUR'],
  ['export: searched', 'admin', '/api/orders/export.csv?q=berlin'],
  ['export: operator', 'operator', '/api/users/export.csv'],
  ['activity: first page', 'admin', '/api/activity?_start=0&_end=25'],
  ['activity: a resource', 'admin', '/api/activity?_start=0&_end=25&resource=orders'],
  ['activity: deep page', 'admin', '/api/activity?_start=150&_end=175'],
  ['activity: oldest first', 'admin', '/api/activity?_start=0&_end=10&_sort=at&_order=asc'],
  ['activity: by action', 'admin', '/api/activity?_start=0&_end=10&action=status'],
  [
    'activity: a record as operator',
    'operator',
    '/api/activity?_start=0&_end=25&resource=orders&recordId=7',
  ],
];

describe(`the statements of the read side (${dialect})`, () => {
  let t: TestApp;
  let record: ReturnType<typeof recorder>;
  const cookies = {} as Record<StaffRole, string>;
  beforeAll(async () => {
    // No cached total expires during the run, and no merge runs beside it: the same statements
    // on every run.
    t = await startApp(
      { readCacheTtlMs: 3_600_000, searchQuietMs: 0, checkpointEveryMs: 0, rollupFoldMs: 0 },
      { customers: 300, orders: 3000 },
    );
    for (const role of ['admin', 'operator', 'viewer'] as const)
      cookies[role] = await t.login(role);
    // Status changes, so the activity log holds entries of several actions and resources.
    for (let id = 1; id <= 8; id++) {
      const url = `/api/orders/${id}`;
      const { version } = (await t.call({ method: 'GET', url, cookie: cookies.admin })).json();
      const response = await t.call({
        method: 'PATCH',
        url,
        cookie: cookies.admin,
        payload: { note: `note ${id}`, version },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    record = recorder(t);
  }, 120_000);
  afterAll(async () => {
    record?.restore();
    await t?.close();
  });

  it('runs the same statements for every request of the matrix', async () => {
    const blocks: string[] = [];
    for (const [name, role, url] of requests) {
      let status = 0;
      const statements = await record.during(async () => {
        const response = await t.call({ method: 'GET', url, cookie: cookies[role] });
        status = response.statusCode;
      });
      blocks.push(`## ${name} (${role}) ${url} → ${status}\n${textOf(statements)}`);
    }
    await expect(`${blocks.join('\n\n')}\n`).toMatchFileSnapshot(
      `./__snapshots__/statements.${dialect}.txt`,
    );
  }, 120_000);
});
