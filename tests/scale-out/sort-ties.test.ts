import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, packages, type ResourceDefinition, users } from '../../src/resources';
import { postgresWithSearchRows } from '../fixtures/search-rows';
import { statementLog } from '../fixtures/statement-log';

const fixture = postgresWithSearchRows('Sorting from an index is');

let logged: ReturnType<typeof statementLog>;
beforeAll(() => {
  logged = statementLog(fixture.url, 'postgres');
});
afterAll(() => logged?.destroy());

/** The plan's nodes, depth first. */
function nodesOf(plan: { 'Node Type': string; Plans?: unknown[] }): string[] {
  return [
    plan['Node Type'],
    ...((plan.Plans ?? []) as (typeof plan)[]).flatMap((child) => nodesOf(child)),
  ];
}

/**
 * The plan nodes of the statement that reads the page `query` asks for, with sorting and
 * table scans priced out (on these few thousand rows the planner would rather sort them all): a
 * Sort node is left only where no index gives the list's order.
 */
async function pageNodes(resource: ResourceDefinition, query: Record<string, string>) {
  const { statements } = await logged.pageOf(resource, query);
  const page = statements.find((statement) => /\border by\b/i.test(statement.sql));
  if (!page) throw new Error(`no sorted statement for ${JSON.stringify(query)}`);
  return fixture.db.kysely.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    await sql`set enable_sort = off`.execute(connection);
    await sql`set enable_incremental_sort = off`.execute(connection);
    try {
      const { rows } = await connection.executeQuery<{ 'QUERY PLAN': [{ Plan: never }] }>({
        ...page,
        sql: `explain (format json) ${page.sql}`,
      });
      return nodesOf(rows[0]?.['QUERY PLAN'][0].Plan ?? { 'Node Type': 'none' });
    } finally {
      await sql`reset all`.execute(connection);
    }
  });
}

const sortable = (resource: ResourceDefinition) =>
  Object.entries(resource.fields)
    .filter(([, field]) => field.sortable)
    .flatMap(([column]) => [
      [resource.name, column, 'asc', resource] as const,
      [resource.name, column, 'desc', resource] as const,
    ]);

describe('PostgreSQL: a list sorted by any column reads its page from an index', () => {
  beforeAll(async () => {
    // Index-only scans need the table's pages marked all-visible, as autovacuum leaves them.
    await sql`vacuum analyze users, orders, packages`.execute(fixture.kysely);
  });

  it.each([users, orders, packages].flatMap(sortable))(
    '%s by %s %s: the first page, ties by id, without a sort',
    async (_name, column, order, resource) => {
      const nodes = await pageNodes(resource, { _sort: column, _order: order, _end: '10' });
      expect(nodes.filter((node) => node.includes('Sort'))).toEqual([]);
      expect(nodes.join(' ')).toMatch(/Index/);
    },
  );

  it.each([
    ['amount', 'asc'],
    ['status', 'desc'],
    ['customerName', 'asc'],
  ])(
    'orders by %s %s: a deep page steps over the ids in the index alone',
    async (column, order) => {
      const nodes = await pageNodes(orders, {
        _sort: column,
        _order: order,
        _start: '1500',
        _end: '1510',
      });
      expect(nodes).toContain('Index Only Scan');
      expect(nodes.filter((node) => node === 'Seq Scan')).toEqual([]);
    },
  );

  it.each(['desc', 'asc'])(
    'a status tab by creation time %s (its default order is newest first): a deep page steps over the ids in the index alone',
    async (order) => {
      const nodes = await pageNodes(orders, {
        status: 'delivered',
        _sort: 'createdAt',
        _order: order,
        _start: '500',
        _end: '510',
      });
      expect(nodes).toContain('Index Only Scan');
      expect(nodes.filter((node) => node.includes('Sort') || node === 'Seq Scan')).toEqual([]);
    },
  );
});
