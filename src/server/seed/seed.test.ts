import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Selectable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount as count } from '../../../tests/fixtures/row-count';
import { crud } from '../../app/i18n/en/crud';
import { type ServerMessage, sentence } from '../../resources/messages';
import { type OrderItem, orderAmount } from '../../resources/orders';
import { packages as packageResource, type TrackingEvent } from '../../resources/packages';
import { verifyPassword } from '../auth/password';
import { connect, type Db } from '../db/connect';
import { migrate } from '../db/migrate';
import type { Database } from '../db/schema';
import { removeSqliteFile } from '../db/sqlite-file';
import { restoreIndexes, suspendIndexes } from './bulk';
import { growOrders } from './grow';
import { type SeedOptions, type SeedReport, seedIfEmpty } from './seed';

const today = '2026-06-30';
const size = { customers: 60, orders: 400 };
const demo: SeedOptions = { production: false, demoPassword: 'demo-password', today, size };
const files: string[] = [];
const opened: Db[] = [];

async function freshDb(): Promise<Db> {
  const file = join(tmpdir(), `seed-test-${randomUUID()}.db`);
  files.push(file);
  const db = connect(file);
  opened.push(db);
  await migrate(db);
  return db;
}

afterAll(async () => {
  for (const db of opened) await db.close();
  for (const file of files) removeSqliteFile(file);
});

type Rows<T extends 'orders' | 'packages'> = Selectable<Database[T]>[];

describe('seedIfEmpty (demo)', () => {
  let db: Db;
  let report: SeedReport | null;
  let orders: Rows<'orders'>;
  let parcels: Rows<'packages'>;
  let twin: Db;

  beforeAll(async () => {
    db = await freshDb();
    report = await seedIfEmpty(db, demo);
    orders = await db.kysely.selectFrom('orders').selectAll().orderBy('id').execute();
    parcels = await db.kysely.selectFrom('packages').selectAll().orderBy('id').execute();
  });

  it('creates the asked counts and reports them', async () => {
    expect(report).toEqual({
      users: 70,
      orders: 400,
      packages: parcels.length,
      products: 193,
      days: 365,
    });
    expect(await count(db, 'users')).toBe(70);
    expect(await count(db, 'stats')).toBe(365);
    expect(parcels.length).toBeGreaterThan(350);
  });

  it("seeds the catalogue's products, which the order lines name with their sku, name and price", async () => {
    const products = await db.kysely.selectFrom('products').selectAll().orderBy('id').execute();
    expect(new Set(products.map((product) => product.sku)).size).toBe(products.length);
    expect(products.every((product) => /^[A-Z0-9-]{1,40}$/.test(product.sku))).toBe(true);
    expect(products.some((product) => product.status === 'archived')).toBe(true);
    expect(products.every((product) => product.stock >= 0)).toBe(true);
    const byId = new Map(products.map((product) => [product.id, product]));
    for (const order of orders.filter((row) => row.currency === 'EUR')) {
      for (const item of JSON.parse(order.items)) {
        const product = byId.get(item.productId);
        expect([product?.sku, product?.name, product?.unitPrice]).toEqual([
          item.sku,
          item.name,
          item.unitPrice,
        ]);
        expect(product?.status).toBe('active');
      }
    }
  });

  it('creates the three demo sign-ins with their roles and the demo password', async () => {
    const staff = await db.kysely
      .selectFrom('users')
      .select(['email', 'role', 'name', 'passwordHash'])
      .where('email', 'in', ['admin@example.com', 'operator@example.com', 'viewer@example.com'])
      .orderBy('id')
      .execute();
    expect(staff.map(({ email, role, name }) => [email, role, name])).toEqual([
      ['admin@example.com', 'admin', 'Ada Admin'],
      ['operator@example.com', 'operator', 'Oscar Operator'],
      ['viewer@example.com', 'viewer', 'Vera Viewer'],
    ]);
    for (const { passwordHash } of staff) {
      expect(await verifyPassword(passwordHash ?? '', 'demo-password')).toBe(true);
    }
  });

  it('writes well-formed customers', async () => {
    const customers = await db.kysely
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'customer')
      .execute();
    expect(customers).toHaveLength(60);
    expect(new Set(customers.map((c) => c.email)).size).toBe(60);
    for (const customer of customers) {
      expect(customer.email).toMatch(/^[a-z0-9.]+@example\.(net|org)$/);
      if (customer.phone !== null) expect(customer.phone).toMatch(/^\+\d{8,15}$/);
      expect(customer.country).toMatch(/^[A-Z]{2}$/);
      expect(customer.passwordHash).toBeNull();
    }
  });

  it('gives every order its numbered form and the sum of its items', () => {
    for (const order of orders) {
      const items = JSON.parse(order.items) as OrderItem[];
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(items.length).toBeLessThanOrEqual(5);
      expect(order.amount).toBe(orderAmount(items));
      expect(order.number).toMatch(/^ORD-\d{6,}$/);
      expect(order.updatedAt >= order.createdAt).toBe(true);
      expect(order.updatedAt <= `${today}T23:59:59.999Z`).toBe(true);
    }
  });

  it('walks every package through legal transitions in time order', () => {
    const transitions = packageResource.transitions as Record<string, readonly string[]>;
    for (const parcel of parcels) {
      expect(parcel.trackingNumber).toMatch(/^PKG-[A-Z0-9]{10}$/);
      const events = JSON.parse(parcel.trackingEvents) as TrackingEvent[];
      expect(events[0]?.status).toBe('label_created');
      for (let i = 1; i < events.length; i++) {
        const [before, after] = [events[i - 1] as TrackingEvent, events[i] as TrackingEvent];
        expect(transitions[before.status]).toContain(after.status);
        expect(after.at >= before.at).toBe(true);
      }
      const last = events[events.length - 1] as TrackingEvent;
      expect(parcel.status).toBe(last.status);
      expect(parcel.updatedAt).toBe(last.at);
      expect(parcel.failedAttempts).toBe(
        events.filter((e) => e.status === 'failed_attempt').length,
      );
      expect(parcel.shippedAt).toBe(events.find((e) => e.status === 'in_transit')?.at ?? null);
      expect(parcel.deliveredAt).toBe(events.find((e) => e.status === 'delivered')?.at ?? null);
      expect(parcel.lastLocation === null).toBe(parcel.status === 'label_created');
      expect(last.at <= `${today}T23:59:59.999Z`).toBe(true);
    }
    expect(new Set(parcels.map((p) => p.trackingNumber)).size).toBe(parcels.length);
  });

  it("names a pickup's carrier as the app shows it", () => {
    // The app's English carrier labels; in a sentence "Local courier" is "the local courier".
    const shown = crud.enums.packages.carrier;
    const pickups = parcels.flatMap((parcel) =>
      (JSON.parse(parcel.trackingEvents) as TrackingEvent[])
        .filter((event) => event.status === 'in_transit' && event.note?.startsWith('Picked up'))
        .map((event) => ({ carrier: parcel.carrier as keyof typeof shown, note: event.note })),
    );
    expect(pickups.length).toBeGreaterThan(0);
    for (const { carrier, note } of pickups) {
      const label = shown[carrier];
      expect(note).toMatch(
        new RegExp(`^Picked up by (${label}|the ${label.toLowerCase()}), routed via \\S`),
      );
    }
  });

  it('writes each tracking note by its key in the catalogue, the English beside it', () => {
    const notes = parcels.flatMap((parcel) =>
      (JSON.parse(parcel.trackingEvents) as TrackingEvent[]).filter((event) => event.note),
    );
    expect(notes.length).toBeGreaterThan(0);
    for (const event of notes) {
      expect(event.noteKey, event.note ?? '').toMatch(/^tracking\./);
      expect(event.note).toBe(
        sentence(event.noteKey as ServerMessage, event.noteValues as Record<string, string>),
      );
    }
  });

  it('keeps order and package states consistent', () => {
    const byOrder = new Map<number, Rows<'packages'>>();
    for (const parcel of parcels)
      byOrder.set(parcel.orderId, [...(byOrder.get(parcel.orderId) ?? []), parcel]);
    for (const order of orders) {
      const statuses = (byOrder.get(order.id) ?? []).map((parcel) => parcel.status);
      if (order.status === 'delivered' || order.status === 'refunded') {
        expect(statuses.length).toBeGreaterThan(0);
        expect(statuses.every((status) => status === 'delivered')).toBe(true);
      }
      if (order.status === 'shipped') {
        expect(statuses.length).toBeGreaterThan(0);
        expect(statuses).not.toContain('label_created');
      }
      if (order.status === 'pending' || order.status === 'cancelled') expect(statuses).toEqual([]);
      if (order.status === 'confirmed')
        expect(statuses.every((status) => status === 'label_created')).toBe(true);
    }
    for (const parcel of parcels) {
      if (parcel.status === 'lost' || parcel.status === 'returned') {
        expect(orders.find((order) => order.id === parcel.orderId)?.status).toBe('shipped');
      }
    }
  });

  it('counts the seeded history in each version: one write per status change', async () => {
    const delivered = orders.filter((order) => order.status === 'delivered');
    expect(delivered.length).toBeGreaterThan(0);
    // pending → confirmed → shipped → delivered
    for (const order of delivered) expect(order.version).toBeGreaterThanOrEqual(4);
    const labelled = parcels.filter((parcel) => parcel.status === 'label_created');
    expect(labelled.length).toBeGreaterThan(0);
    for (const parcel of labelled) expect(parcel.version).toBe(1);
    for (const parcel of parcels)
      expect(parcel.version).toBe((JSON.parse(parcel.trackingEvents) as TrackingEvent[]).length);
    const stored = await db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.min<number>('version').as('version'))
      .where('status', '=', 'delivered')
      .executeTakeFirstOrThrow();
    expect(Number(stored.version)).toBe(4);
  });

  it('gives byte-identical data for the same day and size', async () => {
    twin = await freshDb();
    await seedIfEmpty(twin, demo);
    const repeat = await twin.kysely.selectFrom('orders').selectAll().orderBy('id').execute();
    const repeatParcels = await twin.kysely
      .selectFrom('packages')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(JSON.stringify(repeat)).toBe(JSON.stringify(orders));
    expect(JSON.stringify(repeatParcels)).toBe(JSON.stringify(parcels));
  });

  it('does nothing the second time', async () => {
    expect(await seedIfEmpty(db, demo)).toBeNull();
    expect(await count(db, 'orders')).toBe(400);
    expect(await count(db, 'users')).toBe(70);
  });

  it('grows the orders to a target and keeps stats in step', async () => {
    const progress: number[] = [];
    const { added } = await growOrders(db, 600, {
      today,
      onProgress: (done) => progress.push(done),
    });
    expect(added).toBe(200);
    expect(progress.at(-1)).toBe(200);
    expect(await count(db, 'orders')).toBe(600);
    expect(await count(db, 'users')).toBe(90);
    const sum = await db.kysely
      .selectFrom('stats')
      .select((eb) => eb.fn.sum<number>('ordersCount').as('orders'))
      .executeTakeFirstOrThrow();
    expect(Number(sum.orders)).toBe(600);
    const newest = await db.kysely
      .selectFrom('orders')
      .select('number')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(newest.number).toBe('ORD-000600');
    const grown = await db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.min<number>('version').as('version'))
      .where('status', '=', 'delivered')
      .where('id', '>', 400)
      .executeTakeFirstOrThrow();
    expect(Number(grown.version)).toBe(4);
    expect((await growOrders(db, 600, { today })).added).toBe(0);

    await growOrders(twin, 600, { today });
    // Everything but the password hashes, whose salt is random by design.
    const all = async (d: Db, table: 'users' | 'orders' | 'packages') =>
      JSON.stringify(
        await d.kysely.selectFrom(table).selectAll().orderBy('id').execute(),
        (key, value) => (key === 'passwordHash' ? undefined : value),
      );
    for (const table of ['users', 'orders', 'packages'] as const) {
      expect(await all(twin, table)).toBe(await all(db, table));
    }
  });
});

describe('seedIfEmpty on the current day', () => {
  it('stops at the present moment: nothing is created, shipped or delivered in the future', async () => {
    const db = await freshDb();
    const current = new Date().toISOString().slice(0, 10);
    await seedIfEmpty(db, { ...demo, today: current });
    const now = new Date().toISOString();
    const latest = async (table: 'orders' | 'packages' | 'users') =>
      (
        await db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.max('createdAt').as('at'))
          .executeTakeFirstOrThrow()
      ).at as string;
    for (const table of ['orders', 'packages', 'users'] as const)
      expect((await latest(table)) <= now, table).toBe(true);
    const parcels = await db.kysely
      .selectFrom('packages')
      .select(['shippedAt', 'deliveredAt', 'trackingEvents'])
      .execute();
    for (const parcel of parcels) {
      for (const at of [parcel.shippedAt, parcel.deliveredAt]) if (at) expect(at <= now).toBe(true);
      for (const event of JSON.parse(parcel.trackingEvents) as TrackingEvent[])
        expect(event.at <= now, event.at).toBe(true);
    }
  });
});

describe('seedIfEmpty (production)', () => {
  it('creates nothing without an admin', async () => {
    const db = await freshDb();
    expect(await seedIfEmpty(db, { production: true, demoPassword: 'demo-password' })).toBeNull();
    expect(await count(db, 'users')).toBe(0);
    expect(await count(db, 'orders')).toBe(0);
  });

  it('creates exactly the named admin and no demo data', async () => {
    const db = await freshDb();
    const report = await seedIfEmpty(db, {
      production: true,
      demoPassword: 'demo-password',
      adminEmail: 'Boss@Shop.example',
      adminPassword: 'a long admin passphrase',
    });
    expect(report).toEqual({ users: 1, orders: 0, packages: 0, products: 0, days: 0 });
    const users = await db.kysely.selectFrom('users').selectAll().execute();
    expect(users.map(({ email, role, name }) => ({ email, role, name }))).toEqual([
      { email: 'boss@shop.example', role: 'admin', name: 'Administrator' },
    ]);
    expect(await verifyPassword(users[0]?.passwordHash ?? '', 'a long admin passphrase')).toBe(
      true,
    );
    expect(await count(db, 'orders')).toBe(0);
  });
});

describe('bulk mode (SQLite)', () => {
  const definitions = async (db: Db) =>
    (
      await sql<{ name: string; sql: string }>`
        select name, sql from sqlite_master where type in ('index', 'trigger') and sql is not null order by name
      `.execute(db.kysely)
    ).rows;

  it('drops indexes and search triggers, then restores them and indexes rows written meanwhile', async () => {
    const db = await freshDb();
    await seedIfEmpty(db, demo);
    const before = await definitions(db);
    const resume = await suspendIndexes(db);
    const during = (await definitions(db)).map((d) => d.name);
    expect(during.some((name) => name.startsWith('orders_') || name.startsWith('packages_'))).toBe(
      false,
    );
    const order = await db.kysely
      .selectFrom('orders')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('orders')
      .values({ ...order, id: order.id + 1, number: 'ORD-999999', customerName: 'Zebulon Quixote' })
      .execute();
    await resume();
    expect(await definitions(db)).toEqual(before);
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from orders_fts_by_time where orders_fts_by_time match 'quixote'
    `.execute(db.kysely);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('heals what an interrupted grow left behind, and leaves the connection as it was', async () => {
    const db = await freshDb();
    const pragmas = async () =>
      (
        await sql<{ cache: number; threads: number; synchronous: number }>`
          select cache_size as cache, threads, synchronous
          from pragma_cache_size(), pragma_threads(), pragma_synchronous()
        `.execute(db.kysely)
      ).rows[0];
    const before = await definitions(db);
    const connection = await pragmas();
    await sql`drop index "orders_amount"`.execute(db.kysely);
    await sql`drop trigger "packages_fts_by_time_ai"`.execute(db.kysely);
    await restoreIndexes(db);
    expect(await definitions(db)).toEqual(before);
    expect(await pragmas()).toEqual(connection);
    expect(connection).toEqual({ cache: -32768, threads: 0, synchronous: 2 });
  });
});
