import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findResource, type ResourceDefinition } from '../../src/resources';
import { orderAmount } from '../../src/resources/orders';
import { schemasOf } from '../../src/resources/schemas';
import { startApp, type TestApp } from './harness';
import { type BodyNode, hostileBody } from './hostile/bodies';
import { Fixtures, Pool } from './hostile/fixtures';
import { fuzzRoute, fuzzRuns, fuzzTimeout, type Sent } from './hostile/fuzz';
import { installChangeCounters } from './hostile/oracle';
import { type Actor, type Cookies, type Envelope, envelope, sendBody } from './hostile/requests';
import * as shapes from './hostile/shapes';

/**
 * Hostile bodies and ids for every write route of orders, packages and users: each answer is from
 * the catalogue, a refused write changes no table, an accepted one is a valid record with its
 * activity entry.
 */
let t: TestApp;
const cookies = {} as Cookies;
let fixtures: Fixtures;
let packableOrderId: number;
type Name = 'orders' | 'packages' | 'users';
/**
 * Records to PATCH, and apart from them records to PUT (a PATCH run leaves its records in states
 * that lock the fields a PUT always sends), in several states; and cheap records to DELETE
 * (refilled when deleted).
 */
const pools = {
  PATCH: {} as Record<Name, Pool>,
  PUT: {} as Record<Name, Pool>,
  DELETE: {} as Record<Name, Pool>,
};

/** Records in several states of each resource, for PATCH or PUT. */
const updatePools = (): Record<Name, Pool> => ({
  orders: new Pool([
    () => fixtures.order('pending'),
    () => fixtures.order('confirmed'),
    () => fixtures.order('shipped'),
    () => fixtures.order('cancelled'),
  ]),
  packages: new Pool([
    () => fixtures.package('label_created'),
    () => fixtures.package('in_transit'),
    () => fixtures.package('delivered'),
  ]),
  users: new Pool([
    () => fixtures.user('customer'),
    () => fixtures.user('viewer'),
    () => fixtures.user('disabled-operator'),
  ]),
});

beforeAll(async () => {
  t = await startApp({}, { customers: 10, orders: 30 });
  for (const role of ['admin', 'operator', 'viewer'] as const) cookies[role] = await t.login(role);
  const customerId = await t.firstCustomerId();
  fixtures = new Fixtures(t, cookies.admin, customerId);
  packableOrderId = await fixtures.order('confirmed');
  pools.PATCH = updatePools();
  pools.PUT = updatePools();
  const shipped = pools.PATCH.orders;
  // One slot each that a delete must refuse: an order with packages, a customer with orders.
  pools.DELETE.orders = new Pool([() => fixtures.order('pending'), async () => shipped.id(2)]);
  pools.DELETE.packages = new Pool([() => fixtures.packageOn(packableOrderId)]);
  pools.DELETE.users = new Pool([() => fixtures.user('customer'), async () => fixtures.customerId]);
  for (const pool of Object.values(pools).flatMap((byName) => Object.values(byName)))
    await pool.fill();
  await installChangeCounters(t.db);
}, 120_000);
afterAll(() => t.close());

/** Path ids a client should never send, already URL-encoded. */
const hostileIds = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '99999999999',
  '2147483648',
  '2147483647',
  '00001',
  '1%20OR%201%3D1',
  '%F0%9F%98%80',
  '%00',
  '%ZZ',
  '%20',
  '1%2F2',
  '9'.repeat(16),
  'x'.repeat(250),
  '%2e%2e',
  'null',
  '__proto__',
  'constructor',
];
type Target = { slot: number } | { raw: string };
const target: fc.Arbitrary<Target> = fc.oneof(
  { weight: 9, arbitrary: fc.nat(20).map((slot) => ({ slot })) },
  { weight: 1, arbitrary: fc.constantFrom(...hostileIds).map((raw) => ({ raw })) },
);

const isRealDate = (date: unknown) =>
  typeof date === 'string' &&
  !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
  new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/** Why an accepted record is wrong, or null: the API shape plus the rules SPEC §3 states. */
function recordProblem(
  resource: ResourceDefinition,
  record: Record<string, unknown>,
): string | null {
  const parsed = schemasOf(resource).record.safeParse(record);
  if (!parsed.success) return `not a ${resource.label}: ${parsed.error.message}`;
  if ('passwordHash' in record || 'password' in record) return 'returns a password';
  if (resource.name === 'orders') {
    if (record.amount !== orderAmount(record.items as never)) return 'amount ≠ Σ items';
    if (!/^ORD-\d{6,}$/.test(String(record.number))) return 'bad number';
  }
  if (resource.name === 'packages') {
    if (!/^PKG-[A-Z0-9]{10}$/.test(String(record.trackingNumber))) return 'bad tracking number';
    if (!isRealDate(record.estimatedDelivery))
      return `estimatedDelivery ${record.estimatedDelivery} is no date`;
  }
  if (resource.name === 'users' && record.email !== String(record.email).toLowerCase())
    return 'email not lower-case';
  return null;
}

interface WriteCase {
  envelope: Envelope;
  body: BodyNode | undefined;
  target: Target;
}

function fuzzWrites(
  name: Name,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  body: fc.Arbitrary<BodyNode | undefined>,
  actors: Actor[],
) {
  const resource = findResource(name) as ResourceDefinition;
  const pool = pools[method === 'POST' ? 'PATCH' : method][name];
  let lastActivity = 0;
  let versionBefore = 0;
  const idOf = (c: WriteCase) => ('slot' in c.target ? pool.id(c.target.slot) : undefined);

  async function send(c: WriteCase): Promise<Sent> {
    const id = idOf(c);
    const path =
      method === 'POST'
        ? `/api/${name}`
        : `/api/${name}/${id ?? ('raw' in c.target ? c.target.raw : '')}`;
    const row = id
      ? await t.db.kysely.selectFrom(name).select('version').where('id', '=', id).executeTakeFirst()
      : undefined;
    versionBefore = row?.version ?? 0;
    const latest = await t.db.kysely
      .selectFrom('activity')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    lastActivity = Number(latest?.id ?? 0);
    return sendBody(
      t,
      cookies,
      { method, url: path, body: c.body, envelope: c.envelope },
      {
        customerId: fixtures.customerId,
        orderId: packableOrderId,
        version: versionBefore,
      },
    );
  }

  async function accepted(_c: WriteCase, sent: Sent) {
    const record = sent.response.json() as Record<string, unknown>;
    const problem = recordProblem(resource, record);
    if (problem) throw new Error(`accepted a bad ${resource.label} (${problem}): ${sent.text}`);
    const logged = await t.db.kysely
      .selectFrom('activity')
      .select('action')
      .where('id', '>', lastActivity)
      .where('resource', '=', name)
      .where('recordId', '=', String(record.id))
      .execute();
    const updated = method === 'PATCH' || method === 'PUT';
    const wrote = !updated || (record.version as number) > versionBefore;
    if (wrote && logged.length === 0) throw new Error(`acknowledged but not logged: ${sent.text}`);
    if (method === 'DELETE') await pool.refill(record.id as number);
  }

  return fuzzRoute<WriteCase>({
    name: `${method} /api/${name}${method === 'POST' ? '' : '/:id'}`,
    db: t.db,
    arbitrary: fc.record({ envelope: envelope(actors), body, target }),
    send,
    accepted,
  });
}

const staff: Actor[] = ['admin', 'admin', 'operator'];
const cases = [
  ['orders', 'POST', hostileBody(shapes.orderCreate, shapes.optional.orderCreate), staff],
  ['orders', 'PATCH', hostileBody(shapes.orderUpdate, shapes.optional.orderUpdate), staff],
  ['orders', 'PUT', hostileBody(shapes.orderReplace, shapes.optional.orderReplace), staff],
  [
    'orders',
    'DELETE',
    shapes.deleteBody(hostileBody(shapes.orderUpdate, shapes.optional.orderUpdate)),
    ['admin'],
  ],
  ['packages', 'POST', hostileBody(shapes.packageCreate, shapes.optional.packageCreate), staff],
  ['packages', 'PATCH', hostileBody(shapes.packageUpdate, shapes.optional.packageUpdate), staff],
  ['packages', 'PUT', hostileBody(shapes.packageReplace, shapes.optional.packageReplace), staff],
  [
    'packages',
    'DELETE',
    shapes.deleteBody(hostileBody(shapes.packageUpdate, shapes.optional.packageUpdate)),
    ['admin'],
  ],
  ['users', 'POST', hostileBody(shapes.userCreate, shapes.optional.userCreate), ['admin']],
  ['users', 'PATCH', hostileBody(shapes.userUpdate, shapes.optional.userUpdate), ['admin']],
  ['users', 'PUT', hostileBody(shapes.userReplace, shapes.optional.userReplace), ['admin']],
  [
    'users',
    'DELETE',
    shapes.deleteBody(hostileBody(shapes.userUpdate, shapes.optional.userUpdate)),
    ['admin'],
  ],
] as const;

describe(`hostile write bodies (${fuzzRuns} cases per route)`, () => {
  for (const [name, method, body, actors] of cases) {
    it(
      `${method} /api/${name}`,
      async () => {
        const report = await fuzzWrites(name, method, body as fc.Arbitrary<BodyNode | undefined>, [
          ...actors,
        ]);
        expect(report.cases).toBe(fuzzRuns);
        expect(report.accepted, 'some valid writes get through').toBeGreaterThan(0);
        expect(report.refused).toBeGreaterThan(fuzzRuns / 4);
      },
      fuzzTimeout,
    );
  }
});
