/**
 * Requests that race through two server processes on one PostgreSQL schema (on SQLite, whose
 * deployment is one process, through that one) keep every rule
 * (SPEC §11 "Rules hold under concurrency"): one deletion is one deletion, a shipped order keeps
 * a package, a delivered order has every package delivered, the last active admin stays, one
 * version moves once, and after each race the daily stats equal a recount from the tables.
 * `RACE_ROUNDS` sets how often each race runs (RELIABILITY.md records a run of 50).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect';
import { daysToToday, rollupsOf } from '../../src/server/stats/rollup';
import { foldRollupChanges } from '../../src/server/stats/rollup-delta';
import { demoEmails } from '../api/harness';
import { orderBody, packageBody } from '../fixtures/bodies';
import { type Answer, api, expectOk, signIn } from './client';
import { type RacePair, startRacePair } from './race-pair';
import type { ServerProcess } from './servers';

const rounds = Number(process.env.RACE_ROUNDS ?? 3);
const racers = 10;

let a: ServerProcess;
let b: ServerProcess;
let db: Db;
let admin: string;
let customerId: number;
let pair: RacePair | undefined;

beforeAll(async () => {
  pair = await startRacePair();
  ({ a, b, db, customerId } = pair);
}, 120_000);

// Each race signs in afresh: the admins' race ends sessions of the one it disables.
beforeEach(async () => {
  admin = (await signIn(a, demoEmails.admin)).cookie;
});

afterAll(async () => {
  await pair?.close();
});

/** `count` copies of a call, alternating between the two servers, sent at once. */
function race(count: number, call: (server: ServerProcess, index: number) => Promise<Answer>) {
  return Promise.all(Array.from({ length: count }, (_, index) => call(index % 2 ? b : a, index)));
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status).sort();

async function newOrder() {
  return expectOk(
    api(a, '/orders', { method: 'POST', cookie: admin, body: orderBody(customerId) }),
    201,
  );
}

async function newPackage(orderId: number) {
  return expectOk(
    api(a, '/packages', { method: 'POST', cookie: admin, body: packageBody(orderId) }),
    201,
  );
}

/** Moves a record through `states`, one PATCH each with the version it is at. */
async function move(resource: string, record: { id: number; version: number }, states: string[]) {
  let current = record;
  for (const status of states)
    current = await expectOk(
      api(a, `/${resource}/${current.id}`, {
        method: 'PATCH',
        cookie: admin,
        body: { version: current.version, status },
      }),
    );
  return current;
}

async function entries(resource: string, recordId: number, action: string) {
  const rows = await db.kysely
    .selectFrom('activity')
    .select('id')
    .where('resource', '=', resource)
    .where('recordId', '=', String(recordId))
    .where('action', '=', action)
    .execute();
  return rows.length;
}

/** The daily stats as the servers keep them equal a recount of the raw tables, day by day. */
async function expectStatsRecounted() {
  await foldRollupChanges(db);
  const kept = await db.kysely.selectFrom('stats').selectAll().orderBy('date').execute();
  const days = new Set([...kept.map((row) => row.date), ...(await daysToToday(db.kysely))]);
  const recount = (await rollupsOf(db.kysely, days))?.stats ?? [];
  const counters = ['ordersCount', 'newCustomers', 'packagesShipped', 'packagesDelivered'] as const;
  const nonEmpty = (rows: typeof kept) =>
    rows
      .filter((row) => counters.some((counter) => Number(row[counter]) !== 0))
      .map((row) => ({ ...row }))
      .sort((x, y) => x.date.localeCompare(y.date));
  expect(nonEmpty(kept)).toEqual(nonEmpty(recount));
}

/**
 * A shipped order whose one package is out for delivery: the order shipped by itself when the
 * package left (SPEC §11), and is delivered by itself when it arrives.
 */
async function shippedWithOneOut() {
  const order = await move('orders', await newOrder(), ['confirmed']);
  const parcel = await move('packages', await newPackage(order.id), [
    'in_transit',
    'out_for_delivery',
  ]);
  const shipped = await expectOk(api(a, `/orders/${order.id}`, { cookie: admin }));
  expect(shipped.status).toBe('shipped');
  return { order: shipped, parcel };
}

async function packagesOf(orderId: number) {
  return db.kysely.selectFrom('packages').select('status').where('orderId', '=', orderId).execute();
}

async function undelivered(orderId: number) {
  return (await packagesOf(orderId)).filter((row) => row.status !== 'delivered').length;
}

async function orderStatus(orderId: number) {
  const order = await db.kysely
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return order.status;
}

describe('requests racing through two servers on one PostgreSQL, or one on SQLite', () => {
  it('deletes each resource once: ten DELETEs of one record answer one 200 and log one delete', async () => {
    for (let round = 0; round < rounds; round++) {
      const order = await newOrder();
      const packed = await newPackage((await newOrder()).id);
      const user = await expectOk(
        api(a, '/users', {
          method: 'POST',
          cookie: admin,
          body: {
            name: 'Racing Customer',
            email: `racer-${round}-${Date.now()}@example.com`,
            role: 'customer',
          },
        }),
        201,
      );
      for (const [resource, id] of [
        ['orders', order.id],
        ['packages', packed.id],
        ['users', user.id],
      ] as const) {
        const answers = await race(racers, (server) =>
          api(server, `/${resource}/${id}`, { method: 'DELETE', cookie: admin }),
        );
        expect(statuses(answers), resource).toEqual([200, ...Array(racers - 1).fill(404)]);
        expect(await entries(resource, id, 'delete'), resource).toBe(1);
      }
      await expectStatsRecounted();
    }
  });

  it('ships an order or deletes its only package, never both', async () => {
    for (let round = 0; round < rounds; round++) {
      const order = await move('orders', await newOrder(), ['confirmed']);
      const only = await newPackage(order.id);
      const [ship, remove] = await Promise.all([
        api(a, `/orders/${order.id}`, {
          method: 'PATCH',
          cookie: admin,
          body: { version: order.version, status: 'shipped' },
        }),
        api(b, `/packages/${only.id}`, { method: 'DELETE', cookie: admin }),
      ]);
      expect([ship.status, remove.status].filter((status) => status === 200)).toHaveLength(1);
      // The one refused says why: the order needs a package, or the package is the last one.
      expect(ship.status === 200 ? remove.status : ship.body.code).toBe(
        ship.status === 200 ? 422 : 'INVALID_TRANSITION',
      );
      if ((await orderStatus(order.id)) === 'shipped')
        expect(await packagesOf(order.id)).toHaveLength(1);
      await expectStatsRecounted();
    }
  });

  it('delivers an order by its last package or gives it new packages, never both', async () => {
    for (let round = 0; round < rounds; round++) {
      const { order, parcel } = await shippedWithOneOut();
      const [arrive, ...extra] = await Promise.all([
        api(a, `/packages/${parcel.id}`, {
          method: 'PATCH',
          cookie: admin,
          body: { version: parcel.version, status: 'delivered' },
        }),
        ...[a, b, b].map((server) =>
          api(server, '/packages', { method: 'POST', cookie: admin, body: packageBody(order.id) }),
        ),
      ]);
      expect(arrive.status).toBe(200);
      const created = extra.filter((answer) => answer.status === 201).length;
      // Delivered first: no package may join; a package first: the order waits for it.
      if ((await orderStatus(order.id)) === 'delivered') {
        expect(created).toBe(0);
        expect(await undelivered(order.id)).toBe(0);
      } else {
        expect(created).toBeGreaterThan(0);
        expect(await orderStatus(order.id)).toBe('shipped');
      }
      await expectStatsRecounted();
    }
  });

  it('delivers an order by hand while its last package arrives: delivered once, only with it', async () => {
    for (let round = 0; round < rounds; round++) {
      const { order, parcel: late } = await shippedWithOneOut();
      const [deliver, arrive] = await Promise.all([
        api(a, `/orders/${order.id}`, {
          method: 'PATCH',
          cookie: admin,
          body: { version: order.version, status: 'delivered' },
        }),
        api(b, `/packages/${late.id}`, {
          method: 'PATCH',
          cookie: admin,
          body: { version: late.version, status: 'delivered' },
        }),
      ]);
      expect(arrive.status).toBe(200);
      // By hand first: refused, a package is still out; the package first: the order moved on.
      expect(deliver.status).toBe(409);
      expect(await orderStatus(order.id)).toBe('delivered');
      expect(await undelivered(order.id)).toBe(0);
      expect(await entries('orders', order.id, 'status')).toBe(3);
      await expectStatsRecounted();
    }
  });

  it('ships an order once when two of its packages leave at once', async () => {
    for (let round = 0; round < rounds; round++) {
      const order = await move('orders', await newOrder(), ['confirmed']);
      const parcels = [await newPackage(order.id), await newPackage(order.id)];
      const leaving = await Promise.all(
        parcels.map((parcel, index) =>
          api(index ? b : a, `/packages/${parcel.id}`, {
            method: 'PATCH',
            cookie: admin,
            body: { version: parcel.version, status: 'in_transit' },
          }),
        ),
      );
      expect(statuses(leaving)).toEqual([200, 200]);
      const shipped = await expectOk(api(a, `/orders/${order.id}`, { cookie: admin }));
      expect(shipped).toMatchObject({ status: 'shipped', version: order.version + 1 });
      expect(await entries('orders', order.id, 'status')).toBe(2);
      await expectStatsRecounted();
    }
  });

  it('keeps an active admin when the last two demote or disable each other at once', async () => {
    for (let round = 0; round < rounds; round++) {
      const email = `second-admin-${round}-${Date.now()}@example.com`;
      const second = await expectOk(
        api(a, '/users', {
          method: 'POST',
          cookie: admin,
          body: { name: 'Second Admin', email, role: 'admin', password: 'a long racing password' },
        }),
        201,
      );
      const first = (await expectOk(api(a, '/auth/me', { cookie: admin }))).user;
      const theirs = (await signIn(b, email, 'a long racing password')).cookie;
      const change = round % 2 === 0 ? { role: 'operator' } : { status: 'disabled' };
      const firstRow = await expectOk(api(a, `/users/${first.id}`, { cookie: admin }));
      const [mine, other] = await Promise.all([
        api(a, `/users/${second.id}`, {
          method: 'PATCH',
          cookie: admin,
          body: { version: second.version, ...change },
        }),
        api(b, `/users/${first.id}`, {
          method: 'PATCH',
          cookie: theirs,
          body: { version: firstRow.version, ...change },
        }),
      ]);
      const answers = [mine, other];
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      // Refused by the rule, or, arriving after the other's commit, as no longer an admin.
      expect(['LAST_ADMIN', 'FORBIDDEN', 'UNAUTHENTICATED']).toContain(
        answers.find((answer) => answer.status !== 200)?.body.code,
      );
      const active = await db.kysely
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .execute();
      expect(active).toHaveLength(1);
      // The one left in charge puts the other back, so the next round starts with two again.
      admin =
        mine.status === 200 ? admin : (await signIn(b, email, 'a long racing password')).cookie;
      const demoted = mine.status === 200 ? second.id : first.id;
      const row = await expectOk(api(a, `/users/${demoted}`, { cookie: admin }));
      await expectOk(
        api(a, `/users/${demoted}`, {
          method: 'PATCH',
          cookie: admin,
          body: { version: row.version, role: 'admin', status: 'active' },
        }),
      );
      admin = (await signIn(a, demoEmails.admin)).cookie;
      const back = await expectOk(api(a, `/users/${second.id}`, { cookie: admin }));
      await expectOk(
        api(a, `/users/${second.id}`, {
          method: 'DELETE',
          cookie: admin,
          body: { version: back.version },
        }),
      );
    }
  });

  it("keeps both an operator's own profile edit and an admin's edit of that operator", async () => {
    const operator = (await signIn(b, demoEmails.operator)).cookie;
    const me = (await expectOk(api(b, '/auth/me', { cookie: operator }))).user;
    for (let round = 0; round < rounds; round++) {
      const row = await expectOk(api(a, `/users/${me.id}`, { cookie: admin }));
      const [byAdmin, byThemselves] = await Promise.all([
        api(a, `/users/${me.id}`, {
          method: 'PATCH',
          cookie: admin,
          body: { version: row.version, name: `Olga Operator ${round}` },
        }),
        api(b, '/auth/me', {
          method: 'PATCH',
          cookie: operator,
          body: { phone: `+4934119734${String(round).padStart(2, '0')}` },
        }),
      ]);
      expect(byThemselves.status).toBe(200);
      // The admin's edit lands, or, read before the operator's, is refused as stale: never lost.
      expect(byAdmin.status === 200 || byAdmin.body.code === 'VERSION_CONFLICT').toBe(true);
      const stored = await expectOk(api(a, `/users/${me.id}`, { cookie: admin }));
      expect(stored).toMatchObject({
        phone: `+4934119734${String(round).padStart(2, '0')}`,
        version: row.version + (byAdmin.status === 200 ? 2 : 1),
        ...(byAdmin.status === 200 ? { name: `Olga Operator ${round}` } : {}),
      });
    }
  });

  it('moves one version of an order or a package once: ten status moves at once answer one 200', async () => {
    for (let round = 0; round < rounds; round++) {
      const order = await newOrder();
      const orderMoves = await race(racers, (server, index) =>
        api(server, `/orders/${order.id}`, {
          method: 'PATCH',
          cookie: admin,
          body: { version: order.version, status: index % 2 ? 'cancelled' : 'confirmed' },
        }),
      );
      expect(statuses(orderMoves)).toEqual([200, ...Array(racers - 1).fill(409)]);
      expect(await entries('orders', order.id, 'status')).toBe(1);

      const parcel = await move('packages', await newPackage((await newOrder()).id), [
        'in_transit',
      ]);
      const packageMoves = await race(racers, (server, index) =>
        api(server, `/packages/${parcel.id}`, {
          method: 'PATCH',
          cookie: admin,
          body: { version: parcel.version, status: index % 2 ? 'lost' : 'out_for_delivery' },
        }),
      );
      expect(statuses(packageMoves)).toEqual([200, ...Array(racers - 1).fill(409)]);
      expect(await entries('packages', parcel.id, 'status')).toBe(2);
      await expectStatsRecounted();
    }
  });
});
