import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses, orders } from '../../src/resources/orders';
import { packageStatuses, packages } from '../../src/resources/packages';
import { recomputeAll } from '../../src/server/stats/rollup';
import { foldRollupChanges } from '../../src/server/stats/rollup-delta';
import { startApp, type TestApp } from './harness';

/**
 * Property: after any sequence of writes through the API, the day rollups kept inside each write
 * equal a full recomputation from the raw tables.
 */
let t: TestApp;
let operator: string;
let admin: string;
let maxOrder: number;
let maxPackage: number;
let customers: number[];

beforeAll(async () => {
  t = await startApp({}, { customers: 30, orders: 150 });
  operator = await t.login('operator');
  admin = await t.login('admin');
  customers = (
    await t.db.kysely.selectFrom('users').select('id').where('role', '=', 'customer').execute()
  ).map((row) => row.id);
});
afterAll(() => t.close());

async function refresh() {
  maxOrder = Number(
    (
      await t.db.kysely
        .selectFrom('orders')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m,
  );
  maxPackage = Number(
    (
      await t.db.kysely
        .selectFrom('packages')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m,
  );
}
const current = async (resource: string, id: number) => {
  const response = await t.call({ method: 'GET', url: `/api/${resource}/${id}`, cookie: admin });
  return response.statusCode === 200 ? response.json() : null;
};
const pick = (fraction: number, max: number) => Math.max(1, Math.ceil(fraction * max));

const write = fc.oneof(
  fc.record({
    kind: fc.constant('createOrder' as const),
    customer: fc.nat(),
    quantity: fc.integer({ min: 1, max: 5 }),
    price: fc.integer({ min: 0, max: 50_000 }),
  }),
  fc.record({
    kind: fc.constant('orderStatus' as const),
    order: fc.double({ min: 0, max: 1, noNaN: true }),
    status: fc.constantFrom(...orderStatuses),
    legal: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('orderItems' as const),
    order: fc.double({ min: 0, max: 1, noNaN: true }),
    quantity: fc.integer({ min: 1, max: 9 }),
  }),
  fc.record({
    kind: fc.constant('createPackage' as const),
    order: fc.double({ min: 0, max: 1, noNaN: true }),
    eta: fc.integer({ min: -5, max: 5 }),
  }),
  fc.record({
    kind: fc.constant('packageStatus' as const),
    pkg: fc.double({ min: 0, max: 1, noNaN: true }),
    status: fc.constantFrom(...packageStatuses),
    legal: fc.nat(),
  }),
  fc.record({ kind: fc.constant('createCustomer' as const), n: fc.nat() }),
  fc.record({
    kind: fc.constant('deleteOrder' as const),
    order: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

/** An order that can still take a package, chosen by `fraction` among the newest. */
async function openOrder(fraction: number) {
  const open = await t.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', ['pending', 'confirmed', 'shipped'])
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return open[Math.floor(fraction * (open.length - 1))]?.id;
}

/** Mostly a legal next state (so writes land), sometimes any state (so refusals are tried too). */
function nextStatus(
  transitions: Record<string, readonly string[]> | undefined,
  from: string,
  step: { status: string; legal: number },
) {
  const allowed = transitions?.[from] ?? [];
  return step.legal % 4 === 0 || allowed.length === 0
    ? step.status
    : (allowed[step.legal % allowed.length] as string);
}

let serial = 0;
async function run(step: Write) {
  await refresh();
  const today = new Date();
  switch (step.kind) {
    case 'createOrder': {
      const customerId = customers[step.customer % customers.length];
      await t.call({
        method: 'POST',
        url: '/api/orders',
        cookie: operator,
        payload: {
          customerId,
          items: [{ sku: 'P', name: 'P', quantity: step.quantity, unitPrice: step.price }],
          currency: 'EUR',
          street: 'S',
          city: 'Lyon',
          postalCode: '69001',
          country: 'FR',
        },
      });
      return;
    }
    case 'orderStatus':
    case 'orderItems': {
      const order = await current('orders', pick(step.order, maxOrder));
      if (!order) return;
      const change =
        step.kind === 'orderStatus'
          ? { status: nextStatus(orders.transitions, order.status, step) }
          : { items: [{ sku: 'Q', name: 'Q', quantity: step.quantity, unitPrice: 700 }] };
      await t.call({
        method: 'PATCH',
        url: `/api/orders/${order.id}`,
        cookie: operator,
        payload: { version: order.version, ...change },
      });
      return;
    }
    case 'createPackage': {
      const eta = new Date(today.getTime() + step.eta * 86_400_000).toISOString().slice(0, 10);
      const orderId = await openOrder(step.order);
      if (!orderId) return;
      await t.call({
        method: 'POST',
        url: '/api/packages',
        cookie: operator,
        payload: {
          orderId,
          carrier: 'ups',
          weightGrams: 500,
          lengthCm: 10,
          widthCm: 10,
          heightCm: 10,
          city: 'Lyon',
          country: 'FR',
          lat: 45.76,
          lng: 4.84,
          estimatedDelivery: eta,
        },
      });
      return;
    }
    case 'packageStatus': {
      // Mostly packages still moving, so transitions land; sometimes any package.
      let query = t.db.kysely.selectFrom('packages').select('id').orderBy('id', 'desc').limit(50);
      if (step.legal % 5 !== 0)
        query = query.where('status', 'not in', ['delivered', 'returned', 'lost']);
      const candidates = await query.execute();
      const chosen =
        candidates[Math.floor(step.pkg * (candidates.length - 1))]?.id ??
        pick(step.pkg, maxPackage);
      const pkg = await current('packages', chosen);
      if (!pkg) return;
      const status = nextStatus(packages.transitions, pkg.status, step);
      await t.call({
        method: 'PATCH',
        url: `/api/packages/${pkg.id}`,
        cookie: operator,
        payload: { version: pkg.version, status },
      });
      return;
    }
    case 'createCustomer': {
      const response = await t.call({
        method: 'POST',
        url: '/api/users',
        cookie: admin,
        payload: {
          name: `Prop Customer ${step.n}`,
          email: `prop${serial++}@example.com`,
          role: 'customer',
        },
      });
      if (response.statusCode === 201) customers.push(response.json().id);
      return;
    }
    case 'deleteOrder':
      await t.call({
        method: 'DELETE',
        url: `/api/orders/${pick(step.order, maxOrder)}`,
        cookie: admin,
      });
      return;
  }
}

async function snapshot() {
  // PostgreSQL's writes queue their changes; the rollups are exact once they are folded in.
  await foldRollupChanges(t.db);
  const stats = await t.db.kysely.selectFrom('stats').selectAll().orderBy('date').execute();
  const breakdown = await t.db.kysely
    .selectFrom('dailyBreakdown')
    .selectAll()
    .orderBy('date')
    .orderBy('metric')
    .orderBy('key')
    .execute();
  // Days with nothing in them may or may not have a zero row; compare the days that say something.
  const meaningful = stats.filter(
    (row) => row.ordersCount + row.newCustomers + row.packagesShipped + row.packagesDelivered > 0,
  );
  return JSON.stringify({
    stats: meaningful.map((row) => ({ ...row, revenue: Number(row.revenue) })),
    breakdown: breakdown.map((row) => ({ ...row, amount: Number(row.amount) })),
  });
}

describe('day rollups', () => {
  it('equal a full recomputation after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const step of steps) {
          await run(step);
          const kept = await snapshot();
          await t.db.kysely.transaction().execute((trx) => recomputeAll(trx));
          expect(kept).toBe(await snapshot());
        }
      }),
      {
        numRuns: 20,
        seed: 20261121,
        endOnFailure: true,
        examples: [
          // Today's first order, cancelled: one write empties two of the day's groups at once
          // (its status and its city), and both rows must go.
          [
            [
              { kind: 'createOrder', customer: 0, quantity: 1, price: 1000 },
              { kind: 'orderStatus', order: 1, status: 'cancelled', legal: 0 },
            ],
          ],
        ],
      },
    );
  });

  it('count every one of many orders written at once, read through the API', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const read = async () => {
      const day = await t.call({ method: 'GET', url: `/api/stats/${today}`, cookie: operator });
      const summary = await t.call({
        method: 'GET',
        url: `/api/stats/summary?from=${today}&to=${today}`,
        cookie: operator,
      });
      return {
        day: day.statusCode === 200 ? (day.json().ordersCount as number) : 0,
        summary: summary.json().kpis.orders.value as number,
      };
    };
    const before = await read();
    // Twenty at once: on PostgreSQL their rollup changes queue side by side instead of waiting
    // for one another's commit, and nothing here folds them but the reads.
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.call({
          method: 'POST',
          url: '/api/orders',
          cookie: operator,
          payload: {
            customerId: customers[index % customers.length],
            items: [{ sku: 'C', name: 'C', quantity: 1, unitPrice: 100 + index }],
            currency: 'EUR',
            street: 'S',
            city: 'Lyon',
            postalCode: '69001',
            country: 'FR',
          },
        }),
      ),
    );
    expect(created.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(await read()).toEqual({ day: before.day + 20, summary: before.summary + 20 });
    const kept = await snapshot();
    await t.db.kysely.transaction().execute((trx) => recomputeAll(trx));
    expect(kept).toBe(await snapshot());
  });
});
