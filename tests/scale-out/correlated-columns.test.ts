import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { correlatedColumns } from '../../src/server/db/migrations/012-correlated-columns';
import { startApp, type TestApp } from '../api/harness';
import { postgresUrl } from './postgres-only';

// PostgreSQL only: the planner's statistics of the columns whose values go together
// (migration 012). Taking them as independent, it guessed that two values that never meet
// match many rows, and counted them by reading the whole table from its start.
let t: TestApp;
beforeAll(async () => {
  postgresUrl();
  t = await startApp({}, { customers: 400, orders: 1500 });
  for (const table of new Set(correlatedColumns.map((entry) => entry.table)))
    await sql`analyze ${sql.table(table)}`.execute(t.db.kysely);
});
afterAll(() => t?.close());

type Where = Record<string, string>;
const conditions = (where: Where) =>
  sql.join(
    Object.entries(where).map(([column, value]) => sql`${sql.ref(column)} = ${sql.lit(value)}`),
    sql` and `,
  );

/** The rows of `table` the planner expects `where` to match. */
async function expected(table: string, where: Where): Promise<number> {
  const { rows } = await sql<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>`
    explain (format json) select * from ${sql.table(table)} where ${conditions(where)}
  `.execute(t.db.kysely);
  const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('no plan');
  return plan['Plan Rows'];
}

async function counted(table: string, where: Where): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from ${sql.table(table)} where ${conditions(where)}
  `.execute(t.db.kysely);
  return Number(rows[0]?.n);
}

it.each([
  ['orders', { country: 'DE', currency: 'USD' }],
  ['orders', { city: 'Berlin', country: 'FR' }],
  ['packages', { carrier: 'usps', country: 'DE' }],
  ['packages', { city: 'Paris', country: 'DE' }],
  ['users', { city: 'Paris', country: 'DE' }],
])('the planner expects no %s where %o, as there are none', async (table, where) => {
  expect(await counted(table, where)).toBe(0);
  // PostgreSQL's least estimate is one row; taken as independent, these were a few per cent.
  expect(await expected(table, where)).toBe(1);
});

it.each([
  ['orders', { country: 'US', currency: 'USD' }],
  ['orders', { city: 'Berlin', country: 'DE' }],
  ['packages', { carrier: 'usps', country: 'US' }],
])('and about as many %s where %o as there are', async (table, where) => {
  const actual = await counted(table, where);
  expect(actual).toBeGreaterThan(10);
  const guess = await expected(table, where);
  expect(guess).toBeGreaterThan(actual / 1.5);
  expect(guess).toBeLessThan(actual * 1.5);
});
