import { type Kysely, sql } from 'kysely';
import { type Currency, toReportingCents } from '../../resources/common';
import type { Db } from '../db/connect';
import type { Engine } from '../db/dialect';
import type { Database } from '../db/schema';
import { metrics } from './breakdown';
import { averageOrderValue, dayOf } from './rollup';

type Row = Record<string, unknown>;

/** The counted columns of a `stats` row; the averages follow from them. */
const counters = [
  'ordersCount',
  'revenue',
  'cancelledCount',
  'newCustomers',
  'packagesShipped',
  'packagesDelivered',
] as const;
type Counter = (typeof counters)[number];

/** A type, not an interface, so that a part is also a plain row (`Row`) to insert. */
type Part = {
  date: string;
  metric: string;
  key: string;
  count: number;
  amount: number;
};

/** What rows add to the day rollups, summed with a sign: +1 for a row written, −1 for one replaced. */
class Contributions {
  readonly stats = new Map<string, Record<Counter, number>>();
  readonly parts = new Map<string, Part>();

  stat(date: string, values: Partial<Record<Counter, number>>, sign: number) {
    let day = this.stats.get(date);
    if (!day) {
      day = Object.fromEntries(counters.map((name) => [name, 0])) as Record<Counter, number>;
      this.stats.set(date, day);
    }
    for (const [name, value] of Object.entries(values) as [Counter, number][])
      day[name] += sign * value;
  }

  part(date: string, metric: string, key: string, count: number, amount: number, sign: number) {
    const id = `${date}\u0000${metric}\u0000${key}`;
    const part = this.parts.get(id) ?? { date, metric, key, count: 0, amount: 0 };
    part.count += sign * count;
    part.amount += sign * amount;
    this.parts.set(id, part);
  }
}

/**
 * What one row of each table adds to `stats` and `dailyBreakdown`: the same sums as
 * `recomputeDays` and `dayReadingsOf` take over a day, for a single row.
 */
const rowContributions: Record<string, (row: Row, into: Contributions, sign: number) => void> = {
  orders(row, into, sign) {
    const date = dayOf(row.createdAt as string);
    const amount = toReportingCents(Number(row.amount), row.currency as Currency);
    const cancelled = row.status === 'cancelled';
    into.stat(
      date,
      { ordersCount: 1, revenue: cancelled ? 0 : amount, cancelledCount: cancelled ? 1 : 0 },
      sign,
    );
    into.part(date, metrics.orderStatus, String(row.status), 1, amount, sign);
    if (!cancelled)
      into.part(date, metrics.orderCity, `${row.city}|${row.country}`, 1, amount, sign);
  },
  users(row, into, sign) {
    if (row.role === 'customer')
      into.stat(dayOf(row.createdAt as string), { newCustomers: 1 }, sign);
  },
  packages(row, into, sign) {
    const created = dayOf(row.createdAt as string);
    into.part(created, metrics.packageCarrierStatus, `${row.carrier}|${row.status}`, 1, 0, sign);
    if (row.shippedAt) into.stat(dayOf(row.shippedAt as string), { packagesShipped: 1 }, sign);
    if (row.deliveredAt) {
      const delivered = dayOf(row.deliveredAt as string);
      const onTime = delivered <= String(row.estimatedDelivery) ? 1 : 0;
      into.stat(delivered, { packagesDelivered: 1 }, sign);
      into.part(delivered, metrics.carrierOnTime, String(row.carrier), 1, onTime, sign);
    }
  },
};

/** A counter of the day's row plus the write's change to it, inside the day's upsert. */
const summed = (name: Counter) =>
  sql<number>`("stats".${sql.ref(name)} + "excluded".${sql.ref(name)})`;
const paid = sql<number>`(${summed('ordersCount')} - ${summed('cancelledCount')})`;
/**
 * The day's average order value from the sums in the same statement, as `averageOrderValue`
 * derives it (rounded half up; revenue and counts are never negative).
 */
const summedAverage = sql<number>`case when ${paid} > 0 then round(${summed('revenue')} * 1.0 / ${paid}) else 0 end`;

/**
 * Keeps the day rollups exact through one write, in its transaction: subtracts what the row
 * added before and adds what it adds now, touching a handful of rows instead of re-reading the
 * day, which grows with the table. `recomputeDays` stays the reference (seeding, repairs, and the
 * property test comparing the two).
 *
 * Where writes run one at a time (SQLite), the change is applied to the rollup rows at once.
 * Where they run side by side (PostgreSQL, `engine.appendsRollupChanges`), it is appended to
 * `statsChanges` and `breakdownChanges` for `foldRollupChanges` to apply before the rollups are
 * read: updating today's rows in place, every order write held them from its upsert until its
 * commit had reached the disk, so the day's writes queued behind one another; appending, no
 * write waits for another.
 */
export async function applyRollupChange(
  db: Kysely<Database>,
  engine: Engine,
  table: string,
  before: Row | null,
  after: Row | null,
): Promise<void> {
  const change = changeOf(table, before, after);
  if (!change) return;
  if (engine.appendsRollupChanges) await appendChange(db, change);
  else await applyContributions(db, change);
}

/** What replacing `before` with `after` changes in the rollups; undefined for a table without. */
function changeOf(table: string, before: Row | null, after: Row | null) {
  const contribute = rowContributions[table];
  if (!contribute) return undefined;
  const change = new Contributions();
  if (before) contribute(before, change, -1);
  if (after) contribute(after, change, 1);
  return change;
}

/**
 * PostgreSQL: the rows a write appends for `foldRollupChanges` (what `applyRollupChange` inserts),
 * by table, for a caller that inserts them in a statement of its own.
 */
export function rollupAppends(
  table: string,
  before: Row | null,
  after: Row | null,
): ReturnType<typeof appendsOf> {
  const change = changeOf(table, before, after);
  return change ? appendsOf(change) : [];
}

/** The parts of a change that move a group. */
const movedParts = (change: Contributions) =>
  [...change.parts.values()].filter((part) => part.count !== 0 || part.amount !== 0);

/** The days of a change whose counters move, as rows of `statsChanges`. */
const movedDays = (change: Contributions) =>
  [...change.stats]
    .filter(([, values]) => counters.some((name) => values[name] !== 0))
    .map(([date, values]) => ({ date, ...values }));

/** Appends a write's change for a later fold: inserts only, which no other write waits for. */
async function appendChange(db: Kysely<Database>, change: Contributions): Promise<void> {
  // Each table's rows are its own (movedParts, movedDays); TypeScript sees only the union.
  for (const { table, rows } of appendsOf(change))
    await db
      .insertInto(table)
      .values(rows as never)
      .execute();
}

/** The rows of a change for `statsChanges` and `breakdownChanges`, by table, where it has any. */
function appendsOf(change: Contributions) {
  const appends: { table: 'breakdownChanges' | 'statsChanges'; rows: Row[] }[] = [
    { table: 'breakdownChanges', rows: movedParts(change) },
    { table: 'statsChanges', rows: movedDays(change) },
  ];
  return appends.filter((append) => append.rows.length > 0);
}

/** An arbitrary key of PostgreSQL's advisory locks, taken by one fold at a time. */
const foldLock = 0x5f01d;

/**
 * Applies the changes writes have appended (`applyRollupChange`) to `stats` and
 * `dailyBreakdown`, so a read of them is exact: every read of the rollups calls it first, and a
 * timer keeps the queue short between reads. One fold at a time, in one transaction, so a change
 * is applied exactly once or stays queued. Nothing to do where writes apply their own (SQLite).
 */
export async function foldRollupChanges(db: Pick<Db, 'kysely' | 'engine'>): Promise<void> {
  if (!db.engine.appendsRollupChanges) return;
  const { rows } = await sql<{ pending: boolean }>`
    select exists (select from "statsChanges") or exists (select from "breakdownChanges") as pending
  `.execute(db.kysely);
  if (!rows[0]?.pending) return;
  await db.kysely.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${foldLock})`.execute(trx);
    const days = await trx.deleteFrom('statsChanges').returningAll().execute();
    const parts = await trx.deleteFrom('breakdownChanges').returningAll().execute();
    const change = new Contributions();
    for (const { date, ...values } of days) change.stat(date, values, 1);
    for (const part of parts)
      change.part(part.date, part.metric, part.key, part.count, part.amount, 1);
    await applyContributions(trx, change);
  });
}

/** Adds a change to the rollup rows. */
async function applyContributions(db: Kysely<Database>, change: Contributions): Promise<void> {
  const parts = movedParts(change);
  // One statement for every group: on PostgreSQL each statement after the first upsert runs
  // while this transaction holds the day's rows.
  if (parts.length > 0)
    await db
      .insertInto('dailyBreakdown')
      .values(parts)
      .onConflict((conflict) =>
        conflict.columns(['date', 'metric', 'key']).doUpdateSet((eb) => ({
          count: eb('dailyBreakdown.count', '+', eb.ref('excluded.count')),
          amount: eb('dailyBreakdown.amount', '+', eb.ref('excluded.amount')),
        })),
      )
      .execute();
  // A recomputation has no row for a group without rows; only a decrease can leave one empty.
  const decreased = parts.filter((part) => part.count < 0);
  if (decreased.length > 0)
    await db
      .deleteFrom('dailyBreakdown')
      .where('count', '=', 0)
      .where((eb) =>
        eb.or(
          decreased.map((part) =>
            eb.and([
              eb('date', '=', part.date),
              eb('metric', '=', part.metric),
              eb('key', '=', part.key),
            ]),
          ),
        ),
      )
      .execute();

  /** Each upserted day's deliveries, which its on-time rate below divides by. */
  const delivered = new Map<string, number>();
  for (const { date, ...values } of movedDays(change)) {
    const row = await db
      .insertInto('stats')
      .values({
        date,
        ...values,
        averageOrderValue: averageOrderValue(
          values.revenue,
          values.ordersCount - values.cancelledCount,
        ),
        onTimeRate: null,
      })
      .onConflict((conflict) =>
        conflict.column('date').doUpdateSet((eb) => ({
          ...Object.fromEntries(
            counters.map((name) => [name, eb(`stats.${name}`, '+', eb.ref(`excluded.${name}`))]),
          ),
          averageOrderValue: summedAverage,
        })),
      )
      .returning('packagesDelivered')
      .executeTakeFirstOrThrow();
    delivered.set(date, Number(row.packagesDelivered));
  }
  const onTimeDays = new Set(
    parts.filter((part) => part.metric === metrics.carrierOnTime).map((part) => part.date),
  );
  for (const date of onTimeDays) await refreshOnTimeRate(db, date, delivered.get(date));
}

/**
 * Derives a day's on-time rate from its deliveries, as `recomputeDays` does; `delivered` when
 * this write already read it back.
 */
async function refreshOnTimeRate(db: Kysely<Database>, date: string, delivered?: number) {
  const deliveries =
    delivered ??
    (
      await db
        .selectFrom('stats')
        .select('packagesDelivered')
        .where('date', '=', date)
        .executeTakeFirst()
    )?.packagesDelivered;
  if (deliveries === undefined) return;
  const onTime = await db
    .selectFrom('dailyBreakdown')
    .select((eb) => eb.fn.sum<number>('amount').as('onTime'))
    .where('date', '=', date)
    .where('metric', '=', metrics.carrierOnTime)
    .executeTakeFirst();
  const count = Number(deliveries);
  const onTimeRate = count > 0 ? Number(onTime?.onTime ?? 0) / count : null;
  await db.updateTable('stats').set({ onTimeRate }).where('date', '=', date).execute();
}
