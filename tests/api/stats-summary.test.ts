import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Currency, toReportingCents } from '../../src/resources/common';
import { seedToday, startApp, type TestApp } from './harness';

let t: TestApp;
let viewer: string;
beforeAll(async () => {
  t = await startApp({}, { customers: 60, orders: 900 });
  viewer = await t.login('viewer');
});
afterAll(() => t.close());

const summary = async (query: string) => {
  const response = await t.call({
    method: 'GET',
    url: `/api/stats/summary?${query}`,
    cookie: viewer,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The same numbers straight from the raw tables, to check the rollups against. */
async function rawOrders(from: string, to: string) {
  const inRange = t.db.kysely
    .selectFrom('orders')
    .where('createdAt', '>=', from)
    .where('createdAt', '<', `${to}T99`);
  // Converted order by order in JavaScript, apart from the SQL the rollups use.
  const rows = await inRange.select(['status', 'amount', 'currency']).execute();
  const byStatus = await inRange
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return {
    orders: rows.length,
    revenue: rows
      .filter((row) => row.status !== 'cancelled')
      .reduce((sum, row) => sum + toReportingCents(row.amount, row.currency as Currency), 0),
    byStatus: Object.fromEntries(byStatus.map((row) => [row.status, Number(row.count)])),
  };
}

describe('GET /api/stats/summary', () => {
  it('matches the raw tables for the last 30 days, with the change against the 30 before', async () => {
    const dayBefore = new Date().toISOString().slice(0, 10);
    const body = await summary(`from=2026-06-01&to=${seedToday}`);
    const dayAfter = new Date().toISOString().slice(0, 10);
    // The UTC day under way, read by the server between the two (the same unless at midnight).
    expect([dayBefore, dayAfter]).toContain(body.range.today);
    expect(body.range).toEqual({
      from: '2026-06-01',
      to: seedToday,
      previousFrom: '2026-05-02',
      previousTo: '2026-05-31',
      today: body.range.today,
    });
    const now = await rawOrders('2026-06-01', seedToday);
    const before = await rawOrders('2026-05-02', '2026-05-31');
    expect(body.kpis.orders).toEqual({
      value: now.orders,
      previous: before.orders,
      change: Math.round(((now.orders - before.orders) / before.orders) * 10_000) / 10_000,
    });
    expect(body.kpis.revenue.value).toBe(now.revenue);
    expect(body.kpis.revenue.previous).toBe(before.revenue);
    expect(
      Object.fromEntries(
        body.ordersByStatus.map((row: { status: string; count: number }) => [
          row.status,
          row.count,
        ]),
      ),
    ).toEqual(now.byStatus);
    expect(body.series).toHaveLength(30);
    expect(
      body.series.reduce((sum: number, day: { ordersCount: number }) => sum + day.ordersCount, 0),
    ).toBe(now.orders);
  });

  it('answers packages by carrier, top cities, on-time rate and map points from real rows', async () => {
    const body = await summary(`from=2026-01-01&to=${seedToday}`);
    const packages = await t.db.kysely
      .selectFrom('packages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('createdAt', '>=', '2026-01-01')
      .where('createdAt', '<', `${seedToday}T99`)
      .executeTakeFirstOrThrow();
    expect(
      body.packagesByCarrier.reduce((sum: number, row: { total: number }) => sum + row.total, 0),
    ).toBe(Number(packages.n));
    expect(body.topCities.length).toBeGreaterThan(0);
    expect(body.topCities[0].orders).toBeGreaterThanOrEqual(body.topCities.at(-1).orders);
    const delivered = await t.db.kysely
      .selectFrom('packages')
      .select((eb) => [
        eb.fn.countAll<number>().as('all'),
        sql<number>`sum(case when substr("deliveredAt", 1, 10) <= "estimatedDelivery" then 1 else 0 end)`.as(
          'onTime',
        ),
      ])
      .where('deliveredAt', '>=', '2026-01-01')
      .where('deliveredAt', '<', `${seedToday}T99`)
      .executeTakeFirstOrThrow();
    expect(body.kpis.onTimeRate.value).toBeCloseTo(
      Number(delivered.onTime) / Number(delivered.all),
      4,
    );
    for (const point of [...body.map.destinations, ...body.map.lastLocations]) {
      expect(point.lat).toBeGreaterThanOrEqual(-90);
      expect(point.lng).toBeLessThanOrEqual(180);
      expect(point.count).toBeGreaterThan(0);
    }
  });

  it("answers one day's deliveries by carrier, on time or not, from real rows, most first", async () => {
    const delivered = t.db.kysely
      .selectFrom('packages')
      .where('deliveredAt', 'is not', null)
      .where('deliveredAt', '<', `${seedToday}T99`);
    // The day with the most deliveries, so that several carriers share it.
    const busiest = await delivered
      .select(sql<string>`substr("deliveredAt", 1, 10)`.as('day'))
      .groupBy(sql`substr("deliveredAt", 1, 10)`)
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('day')
      .limit(1)
      .executeTakeFirstOrThrow();
    const rows = await delivered
      .select(['carrier', sql<string>`substr("deliveredAt", 1, 10)`.as('day'), 'estimatedDelivery'])
      .where('deliveredAt', '>=', busiest.day)
      .where('deliveredAt', '<', `${busiest.day}T99`)
      .execute();
    const expected = new Map<string, { carrier: string; delivered: number; onTime: number }>();
    for (const row of rows) {
      const entry = expected.get(row.carrier) ?? { carrier: row.carrier, delivered: 0, onTime: 0 };
      entry.delivered += 1;
      if (row.day <= row.estimatedDelivery) entry.onTime += 1;
      expected.set(row.carrier, entry);
    }
    expect(expected.size).toBeGreaterThan(1);
    const body = await summary(`from=${busiest.day}&to=${busiest.day}`);
    expect(
      [...body.onTimeByCarrier].sort((a: { carrier: string }, b: { carrier: string }) =>
        a.carrier.localeCompare(b.carrier),
      ),
    ).toEqual([...expected.values()].sort((a, b) => a.carrier.localeCompare(b.carrier)));
    const counts = body.onTimeByCarrier.map((row: { delivered: number }) => row.delivered);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((sum: number, count: number) => sum + count, 0)).toBe(rows.length);
  });

  it('names real packages in the overdue insight and changes when an order is created', async () => {
    const body = await summary(`from=2026-06-01&to=${seedToday}`);
    const kinds = body.insights.map((insight: { kind: string }) => insight.kind);
    expect(kinds).toEqual(expect.arrayContaining(['revenueWeekOverWeek', 'ordersWeekOverWeek']));
    const overdue = body.insights.find(
      (insight: { kind: string }) => insight.kind === 'overduePackages',
    );
    // The seed ends on seedToday, months before the real today, so packages still in flight are late.
    expect(overdue.count).toBeGreaterThan(0);
    expect(overdue.examples.length).toBeGreaterThan(0);
    for (const example of overdue.examples) {
      const stored = await t.db.kysely
        .selectFrom('packages')
        .select(['trackingNumber', 'status'])
        .where('id', '=', example.id)
        .executeTakeFirstOrThrow();
      expect(stored.trackingNumber).toBe(example.trackingNumber);
      expect(['label_created', 'in_transit', 'out_for_delivery', 'failed_attempt']).toContain(
        stored.status,
      );
    }
    const today = new Date().toISOString().slice(0, 10);
    const beforeWrite = await summary(`from=${today}&to=${today}`);
    const operator = await t.login('operator');
    const customerId = await t.firstCustomerId();
    const created = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: operator,
      payload: {
        customerId,
        items: [{ sku: 'A', name: 'A', quantity: 2, unitPrice: 500 }],
        currency: 'EUR',
        street: 'S 1',
        city: 'Oslo',
        postalCode: '0150',
        country: 'NO',
      },
    });
    expect(created.statusCode).toBe(201);
    const afterWrite = await summary(`from=${today}&to=${today}`);
    expect(afterWrite.kpis.orders.value).toBe(beforeWrite.kpis.orders.value + 1);
    expect(afterWrite.kpis.revenue.value).toBe(beforeWrite.kpis.revenue.value + 1000);
    expect(afterWrite.topCities.some((city: { city: string }) => city.city === 'Oslo')).toBe(true);

    // Another currency counts at the reference rate: £12.35 is €14.08 (1 GBP = 1.14 EUR).
    const pounds = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: operator,
      payload: {
        customerId,
        items: [{ sku: 'B', name: 'B', quantity: 1, unitPrice: 1235 }],
        currency: 'GBP',
        street: 'S 2',
        city: 'York',
        postalCode: 'YO1 7HH',
        country: 'GB',
      },
    });
    expect(pounds.statusCode).toBe(201);
    const afterPounds = await summary(`from=${today}&to=${today}`);
    expect(afterPounds.kpis.revenue.value).toBe(afterWrite.kpis.revenue.value + 1408);
    const york = afterPounds.topCities.find((city: { city: string }) => city.city === 'York');
    expect(york?.revenue).toBe(1408);
  });

  it('refuses bad ranges with 400 and other roles per the stats permission', async () => {
    // Each refusal names what is wrong: the parameter a mistyped or unknown one is.
    for (const [query, said] of [
      ['from=2026-13-01', 'from: '],
      ['from=2026-02-30&to=2026-03-01', 'from: There is no such day'],
      ['from=2026-06-10&to=2026-06-01', 'not be after'],
      ['from=2020-01-01&to=2026-01-01', 'days at once'],
      ['colour=red', 'colour: Unknown field'],
    ] as const) {
      const response = await t.call({
        method: 'GET',
        url: `/api/stats/summary?${query}`,
        cookie: viewer,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
      expect(response.json().message, query).toContain(said);
    }
    expect((await t.call({ method: 'GET', url: '/api/stats/summary' })).statusCode).toBe(401);
  });
});
