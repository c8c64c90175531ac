import { hashPassword } from '../auth/password';
import type { Db } from '../db/connect';
import { daysBetween, recomputeDays } from '../stats/rollup';
import { staff } from './catalogue';
import { orderRows, orderTimes } from './generator';
import { OrderFactory } from './orders';
import { adminRow, CustomerPool, makeCustomer, type UserRow } from './people';
import { productRows, productsFor } from './products';
import { Random, seedFrom } from './random';
import { type Clock, clockFor, DAY, HOUR, iso } from './time';
import { insertRows, resetSequences } from './write';

export interface SeedOptions {
  production: boolean;
  demoPassword: string;
  adminEmail?: string;
  adminPassword?: string;
  /** YYYY-MM-DD; the data covers the 365 days ending with it. Defaults to today (UTC). */
  today?: string;
  size?: { customers: number; orders: number };
}

export interface SeedReport {
  users: number;
  orders: number;
  packages: number;
  products: number;
  days: number;
}

const defaultSize = { customers: 490, orders: 5_000 };

/** The current day, UTC, as YYYY-MM-DD. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

function staffRows(clock: Clock, random: Random, passwordHash: string): UserRow[] {
  return staff.map((person, index) => {
    const createdAt = iso(clock.start - (60 - index * 3) * DAY + random.int(8, 17) * HOUR);
    const demo = index < 3;
    return {
      id: index + 1,
      createdAt,
      updatedAt: createdAt,
      version: 1,
      name: person.name,
      email: person.email,
      phone: `+49341${String(random.int(1_000_000, 9_999_999))}`,
      role: person.role,
      status: person.email === 'julia.brandt@example.com' ? 'disabled' : 'active',
      street: 'Prager Straße 12',
      city: 'Leipzig',
      postalCode: '04103',
      country: 'DE',
      passwordHash,
      lastLoginAt: demo ? null : iso(clock.now - random.between(2, 240) * HOUR),
    };
  });
}

/** Customers created over the year; the first on its first morning, so every order has someone. */
function customerRows(clock: Clock, random: Random, count: number, firstId: number) {
  const taken = new Set<string>();
  const email = (local: string) => {
    const domain = random.chance(0.5) ? 'example.net' : 'example.org';
    let candidate = `${local}@${domain}`;
    for (let n = 2; taken.has(candidate); n++) candidate = `${local}${n}@${domain}`;
    taken.add(candidate);
    return candidate;
  };
  const times = Array.from({ length: count }, (_, index) =>
    index === 0 ? clock.start + 6 * HOUR : Math.floor(random.between(clock.start, clock.now)),
  ).sort((a, b) => a - b);
  return times.map((time, index) => makeCustomer(random, firstId + index, time, email));
}

async function createAdmin(db: Db, email: string, password: string): Promise<SeedReport> {
  const row = adminRow(email.trim().toLowerCase(), await hashPassword(password), iso(Date.now()));
  await db.kysely.insertInto('users').values(row).execute();
  return { users: 1, orders: 0, packages: 0, products: 0, days: 0 };
}

/**
 * Seeds an empty database: in production only the admin named by `adminEmail`/`adminPassword`
 * (or nothing); otherwise the demo staff and a deterministic year of customers, orders,
 * packages and stats. Returns null when `users` already has rows or nothing was created.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedReport | null> {
  const existing = await db.kysely.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  if (options.production) {
    if (!options.adminEmail || !options.adminPassword) return null;
    return createAdmin(db, options.adminEmail, options.adminPassword);
  }

  const clock = clockFor(options.today ?? utcToday());
  const size = options.size ?? defaultSize;
  const random = new Random(seedFrom(1, size.customers, size.orders));
  const users = staffRows(clock, random, await hashPassword(options.demoPassword));
  const made = customerRows(clock, random, Math.max(1, size.customers), users.length + 1);
  const factory = new OrderFactory(clock, new CustomerPool(made.map((entry) => entry.customer)));
  const times = orderTimes(clock, random, size.orders);
  const { orders, packages } = orderRows(factory, random, times, 1, 1);
  const products = productRows(clock, 1, productsFor(size.orders));

  await db.kysely.transaction().execute(async (trx) => {
    await insertRows(trx, db.engine, {
      products,
      users: [...users, ...made.map((entry) => entry.row)],
      orders,
      packages,
    });
    // Every day of the year gets its row, even before a small seed's first order.
    await recomputeDays(trx, daysBetween(iso(clock.start).slice(0, 10), clock.today));
  });
  await resetSequences(db);
  const days = await db.kysely
    .selectFrom('stats')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return {
    users: users.length + made.length,
    orders: orders.length,
    packages: packages.length,
    products: products.length,
    days: Number(days?.count ?? 0),
  };
}
