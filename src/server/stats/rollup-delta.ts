import { type Kysely, sql } from 'kysely';
import { type Currency, toReportingCents } from '../../resources/common';
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

interface Part {
  date: string;
  metric: string;
  key: string;
  count: number;
  amount: number;
}

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
 * `recomputeDays` and `breakdownOf` take over a day, for a single row.
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
 * day (re-reading a day of a million-order table costs ~25 ms per write). `recomputeDays` stays
 * the reference (seeding, repairs, and the property test comparing the two).
 */
export async function applyRollupChange(
  db: Kysely<Database>,
  table: string,
  before: Row | null,
  after: Row | null,
): Promise<void> {
  const contribute = rowContributions[table];
  if (!contribute) return;
  const change = new Contributions();
  if (before) contribute(before, change, -1);
  if (after) contribute(after, change, 1);

  const parts = [...change.parts.values()].filter((part) => part.count !== 0 || part.amount !== 0);
  // One statement for every group: on PostgreSQL each statement after the first upsert runs
  // while this write holds today's rows, which every other order write waits for.
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
  for (const [date, values] of change.stats) {
    if (counters.every((name) => values[name] === 0)) continue;
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
