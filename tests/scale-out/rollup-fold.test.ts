import { afterEach, expect, it } from 'vitest';
import { startApp, type TestApp } from '../api/harness';
import { postgresUrl } from './postgres-only';

// PostgreSQL only: there order writes queue their rollup changes (stats/rollup-delta.ts), and
// the server folds them on a timer and as it closes, not only when the rollups are read.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const order = (customerId: number) => ({
  customerId,
  items: [{ sku: 'F', name: 'F', quantity: 2, unitPrice: 1250 }],
  currency: 'EUR',
  street: 'S',
  city: 'Lyon',
  postalCode: '69001',
  country: 'FR',
});

async function started(rollupFoldMs: number) {
  postgresUrl();
  const app = await startApp({ rollupFoldMs }, { customers: 5, orders: 20 });
  t = app;
  const customer = await app.db.kysely
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'customer')
    .executeTakeFirstOrThrow();
  return { app, customer: customer.id, cookie: await app.login('operator') };
}

/** Rows queued in the two change tables. */
async function queued(app: TestApp) {
  let rows = 0;
  for (const table of ['statsChanges', 'breakdownChanges'] as const) {
    const { n } = await app.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    rows += Number(n);
  }
  return rows;
}

const todaysOrders = async (app: TestApp) =>
  Number(
    (
      await app.db.kysely
        .selectFrom('stats')
        .select('ordersCount')
        .where('date', '=', new Date().toISOString().slice(0, 10))
        .executeTakeFirst()
    )?.ordersCount ?? 0,
  );

/** Creates an order through the API; resolves to today's order count before it. */
async function createOne({ app, customer, cookie }: Awaited<ReturnType<typeof started>>) {
  const before = await todaysOrders(app);
  const created = await app.call({
    method: 'POST',
    url: '/api/orders',
    cookie,
    payload: order(customer),
  });
  expect(created.statusCode).toBe(201);
  return before;
}

it('folds what writes queued on its timer, with nothing reading the rollups', async () => {
  const running = await started(50);
  const before = await createOne(running);
  await expect.poll(() => queued(running.app), { timeout: 5000 }).toBe(0);
  expect(await todaysOrders(running.app)).toBe(before + 1);
});

it('folds what writes queued as it closes, before its database closes', async () => {
  const running = await started(3_600_000);
  const before = await createOne(running);
  expect(await queued(running.app)).toBeGreaterThan(0);
  await running.app.app.close();
  expect(await queued(running.app)).toBe(0);
  expect(await todaysOrders(running.app)).toBe(before + 1);
});
