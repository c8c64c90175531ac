import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inFlightStates } from '../../src/server/stats/summary';
import { startApp, type TestApp } from './harness';

/** The map's points name their packages, so a click opens one, on either engine. */
let t: TestApp;
let viewer: string;
beforeAll(async () => {
  t = await startApp({}, { customers: 40, orders: 400 });
  viewer = await t.login('viewer');
  // The seed's packages have all arrived by its day: seven on their way to Leipzig, two to Lyon.
  const ids = await t.db.kysely
    .selectFrom('packages')
    .select('id')
    .orderBy('id')
    .limit(9)
    .execute();
  for (const [index, { id }] of ids.entries())
    await t.db.kysely
      .updateTable('packages')
      .set({
        status: index % 2 === 0 ? 'in_transit' : 'out_for_delivery',
        city: index < 7 ? 'Leipzig' : 'Lyon',
        country: index < 7 ? 'DE' : 'FR',
        estimatedDelivery: `2026-07-0${9 - index}`,
        deliveredAt: null,
      })
      .where('id', '=', id)
      .execute();
});
afterAll(() => t.close());

describe('GET /api/stats/summary: the map’s packages', () => {
  it('names up to five packages on their way per destination, the soonest due first', async () => {
    const response = await t.call({ method: 'GET', url: '/api/stats/summary', cookie: viewer });
    expect(response.statusCode).toBe(200);
    const { destinations } = response.json().map as {
      destinations: {
        city: string;
        country: string;
        count: number;
        packages: { id: number; trackingNumber: string; status: string }[];
      }[];
    };
    expect(destinations.map((point) => [point.city, point.count])).toEqual([
      ['Leipzig', 7],
      ['Lyon', 2],
    ]);
    for (const point of destinations) {
      const want = await t.db.kysely
        .selectFrom('packages')
        .select(['id', 'trackingNumber', 'status'])
        .where('status', 'in', inFlightStates)
        .where('city', '=', point.city)
        .where('country', '=', point.country)
        .orderBy('estimatedDelivery')
        .orderBy('id')
        .limit(5)
        .execute();
      expect(point.packages, point.city).toEqual(
        want.map((row) => ({ ...row, id: Number(row.id) })),
      );
      expect(point.packages.length).toBe(Math.min(point.count, 5));
    }
  });
});
