import type pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { orders, users } from '../../src/resources';
import type { SessionUser } from '../../src/server/auth/sessions';
import { connect, type Db } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/db/seed';
import type { AppError } from '../../src/server/errors';
import type { AnyDb } from '../../src/server/routes/crud/select';
import { RecordWriter } from '../../src/server/routes/crud/write';
import type { Row } from '../../src/server/rules/types';
import { demoPassword, freshDatabase } from '../api/harness';
import { postgresUrl } from './postgres-only';

// PostgreSQL only: an update of a resource without `afterWrite` is its read and one statement
// that writes the row, its activity entry and its rollup change together.
let db: Db;
let dispose: () => Promise<void>;
/** The SQL of every statement the pool's connections ran, in order. */
let statements: string[];

beforeEach(async () => {
  postgresUrl();
  const fresh = await freshDatabase();
  dispose = fresh.dispose;
  db = connect(fresh.url);
  await migrate(db);
  await seedIfEmpty(db, { production: false, demoPassword, size: { customers: 3, orders: 6 } });
  statements = [];
  const watched = new WeakSet<pg.PoolClient>();
  db.pool?.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      statements.push(typeof config === 'string' ? config : (config as { text: string }).text);
      return query(config, ...rest);
    };
  });
});

afterEach(async () => {
  await db.close();
  await dispose();
});

async function actor(): Promise<SessionUser> {
  const admin = await db.kysely
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'phone'])
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return admin as SessionUser;
}

/** The first order, made pending (the seed draws statuses at random) so it may be confirmed. */
async function pendingOrder(): Promise<Row> {
  const first = await db.kysely
    .selectFrom('orders')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .updateTable('orders')
    .set({ status: 'pending' })
    .where('id', '=', first.id)
    .execute();
  return (await db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', first.id)
    .executeTakeFirstOrThrow()) as Row;
}

const byId = (id: unknown) => (trx: AnyDb) =>
  trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow() as Promise<Row>;

const counts = async () => ({
  activity: (await db.kysely.selectFrom('activity').select('id').execute()).length,
  statsChanges: (await db.kysely.selectFrom('statsChanges').selectAll().execute()).length,
  breakdownChanges: (await db.kysely.selectFrom('breakdownChanges').selectAll().execute()).length,
});

it('confirms an order with two statements, no transaction, and logs it and its rollup change', async () => {
  const user = await actor();
  const order = await pendingOrder();
  const before = await counts();
  statements = [];
  const result = await new RecordWriter(db, orders).update(
    { actor: user, ip: '203.0.113.9' },
    byId(order.id),
    { version: order.version, status: 'confirmed', note: 'Call before delivery' },
  );

  expect(result.action).toBe('status');
  expect(result.record).toMatchObject({
    id: order.id,
    status: 'confirmed',
    note: 'Call before delivery',
    version: (order.version as number) + 1,
  });
  expect(statements).toHaveLength(2);
  expect(statements[0]).toMatch(/^select /);
  expect(statements[1]).toMatch(/^with "written" as \(\s*update "orders"/);
  expect(statements.some((text) => /^(begin|commit)/i.test(text))).toBe(false);

  const entry = await db.kysely
    .selectFrom('activity')
    .selectAll()
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(entry).toMatchObject({
    actorId: user.id,
    action: 'status',
    resource: 'orders',
    recordId: String(order.id),
    ip: '203.0.113.9',
  });
  expect(JSON.parse(entry.changes)).toEqual({
    status: ['pending', 'confirmed'],
    note: [order.note ?? null, 'Call before delivery'],
  });
  // The order moved from the day's pending orders to its confirmed ones: two parts, no day
  // counter (a confirmed order counts as a pending one did).
  expect(await counts()).toEqual({
    ...before,
    activity: before.activity + 1,
    breakdownChanges: before.breakdownChanges + 2,
  });
  const parts = await db.kysely.selectFrom('breakdownChanges').select(['key', 'count']).execute();
  expect(parts.map((part) => [part.key, part.count]).sort()).toEqual([
    ['confirmed', 1],
    ['pending', -1],
  ]);
});

it('writes nothing, neither entry nor rollup change, when a write commits between the read and the update', async () => {
  const user = await actor();
  const order = await pendingOrder();
  const before = await counts();
  // The read answers the order as it was; a competing write then commits a new version.
  const staleRead = async (trx: AnyDb) => {
    const row = await byId(order.id)(trx);
    await db.kysely
      .updateTable('orders')
      .set({ note: 'Changed by someone else', version: (order.version as number) + 1 })
      .where('id', '=', order.id as number)
      .execute();
    return row;
  };

  const refused = await new RecordWriter(db, orders)
    .update({ actor: user, ip: '203.0.113.9' }, staleRead, {
      version: order.version,
      status: 'cancelled',
    })
    .catch((error: AppError) => error);

  expect(refused).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
  expect((refused as AppError).details).toMatchObject({
    current: { version: (order.version as number) + 1, note: 'Changed by someone else' },
  });
  expect(await counts()).toEqual(before);
  expect(await byId(order.id)(db.kysely)).toMatchObject({
    status: 'pending',
    note: 'Changed by someone else',
  });
});

it("creates an order with its rules' read, its id and one statement, logging every field", async () => {
  const user = await actor();
  const customer = await db.kysely
    .selectFrom('users')
    .select(['id', 'name'])
    .where('role', '=', 'customer')
    .executeTakeFirstOrThrow();
  const before = await counts();
  statements = [];
  const result = await new RecordWriter(db, orders).create(
    { actor: user, ip: '203.0.113.9' },
    {
      customerId: customer.id,
      items: [{ sku: 'SKU-1', name: 'Lamp', quantity: 2, unitPrice: 1250 }],
      currency: 'EUR',
      street: 'Hauptstraße 1',
      city: 'Berlin',
      postalCode: '10115',
      country: 'DE',
    },
  );

  expect(result.record).toMatchObject({
    number: `ORD-${String(result.record.id).padStart(6, '0')}`,
    customerName: customer.name,
    status: 'pending',
    amount: 2500,
    version: 1,
  });
  expect(statements).toHaveLength(3);
  expect(statements[1]).toMatch(/nextval/);
  expect(statements[2]).toMatch(/^with "written" as \(\s*insert into "orders"/);
  const entry = await db.kysely
    .selectFrom('activity')
    .selectAll()
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(entry).toMatchObject({ action: 'create', recordId: String(result.record.id) });
  // Every field of the record, as the API answered it, from nothing.
  const { updatedAt: _updatedAt, version: _version, ...logged } = result.record;
  expect(JSON.parse(entry.changes)).toEqual(
    Object.fromEntries(
      Object.entries(logged)
        .filter(([, value]) => value !== null)
        .map(([field, value]) => [field, [null, value]]),
    ),
  );
  // One more order on its day (a day counter) under its status and its city (two parts).
  expect(await counts()).toEqual({
    activity: before.activity + 1,
    statsChanges: before.statsChanges + 1,
    breakdownChanges: before.breakdownChanges + 2,
  });
});

it("takes the transaction for a create that leaves a field of the record to its column's default", async () => {
  // The users' columns without their rules: street, city, postal code and country default to '',
  // the last sign-in to null.
  const bare = { ...users, name: 'bare-users' };
  const user = await actor();
  const person = (email: string) => ({
    name: 'Ada Lovelace',
    email,
    phone: null,
    role: 'customer',
    status: 'active',
  });
  statements = [];
  const defaulted = await new RecordWriter(db, bare).create(
    { actor: user, ip: null as unknown as string },
    person('ada@example.com'),
  );
  expect(statements.some((text) => /^begin/i.test(text))).toBe(true);
  expect(defaulted.record).toMatchObject({ street: '', city: '', country: '' });
  const entry = await db.kysely
    .selectFrom('activity')
    .select('changes')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(JSON.parse(entry.changes)).toMatchObject({
    email: [null, 'ada@example.com'],
    street: [null, ''],
  });

  statements = [];
  const given = await new RecordWriter(db, bare).create(
    { actor: user, ip: null as unknown as string },
    {
      ...person('grace@example.com'),
      street: 'Main St 1',
      city: 'Arlington',
      postalCode: '22201',
      country: 'US',
      lastLoginAt: null,
    },
  );
  expect(given.record).toMatchObject({ street: 'Main St 1' });
  expect(statements.some((text) => /^begin/i.test(text))).toBe(false);
});
