import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await startApp({}, { customers: 30, orders: 200 });
  operator = await t.login('operator');
});
afterAll(() => t.close());

const firstOf = async (resource: string, status: string) => {
  const url = `/api/${resource}?status=${status}&_start=0&_end=1&_sort=id`;
  const response = await t.call({ method: 'GET', url, cookie: operator });
  expect(response.statusCode, response.body).toBe(200);
  const [record] = response.json();
  expect(record, `a seeded ${status} record of ${resource}`).toBeDefined();
  return record;
};

describe('the seeded history in the versions', () => {
  it('a delivered order counts pending → confirmed → shipped → delivered', async () => {
    expect((await firstOf('orders', 'delivered')).version).toBeGreaterThanOrEqual(4);
  });

  it('a package counts its tracking events: made with the first, one write per further one', async () => {
    const parcels = await t.db.kysely
      .selectFrom('packages')
      .select(['status', 'version', 'trackingEvents'])
      .execute();
    for (const parcel of parcels) {
      const events = JSON.parse(parcel.trackingEvents) as unknown[];
      expect(parcel.version).toBe(events.length);
      if (parcel.status === 'label_created') expect(parcel.version).toBe(1);
    }
    expect((await firstOf('packages', 'delivered')).version).toBeGreaterThanOrEqual(4);
  });
});
