import { type Kysely, sql } from 'kysely';
import type { DailyBreakdownTable, Database, StatTable } from '../db/schema';
import { dayReadingsOf, writeBreakdown } from './breakdown';

/** The UTC calendar day of an ISO timestamp. */
export const dayOf = (timestamp: string) => timestamp.slice(0, 10);

/** The average order value of a revenue over the orders not cancelled (rounded half up). */
export const averageOrderValue = (revenue: number, paid: number) =>
  paid > 0 ? Math.round(revenue / paid) : 0;

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Every day from `first` to `last`, inclusive. */
export function daysBetween(first: string, last: string): string[] {
  // Anything else (e.g. the expanded years before 0001) would never reach `last`.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first) || !/^\d{4}-\d{2}-\d{2}$/.test(last))
    throw new Error(`daysBetween needs YYYY-MM-DD days, got ${first} and ${last}`);
  const days: string[] = [];
  // Count by time, not by text: after 9999-12-31 comes '+010000-01-01', which sorts first.
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let time = Date.parse(`${first}T00:00:00Z`); time <= end; time += 86_400_000)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/** A day with nothing in it yet. */
export const emptyDay = (date: string): StatTable => ({
  date,
  ordersCount: 0,
  revenue: 0,
  averageOrderValue: 0,
  newCustomers: 0,
  packagesShipped: 0,
  packagesDelivered: 0,
  onTimeRate: null,
  cancelledCount: 0,
});

/** The rollups of some days, read from the raw tables: `stats` rows and breakdown rows. */
export interface DayRollups {
  days: string[];
  stats: StatTable[];
  breakdown: DailyBreakdownTable[];
}

/**
 * Recomputes the `stats` rows of the given days from the raw tables, in the caller's transaction,
 * so every write leaves the rollups exact. Days are contiguous ranges in practice (one or two per
 * write), so each table is read once over [first, last].
 */
export async function recomputeDays(db: Kysely<Database>, days: Iterable<string>): Promise<void> {
  const rollups = await rollupsOf(db, days);
  if (rollups) await writeRollups(db, rollups);
}

/** The rollups of `days`, read without writing (so another connection may read them). */
export async function rollupsOf(
  db: Kysely<Database>,
  days: Iterable<string>,
): Promise<DayRollups | undefined> {
  const wanted = [...new Set(days)].filter(Boolean).sort();
  if (wanted.length === 0) return undefined;
  const first = wanted[0] as string;
  const end = nextDay(wanted[wanted.length - 1] as string);
  const rows = new Map(wanted.map((day) => [day, emptyDay(day)]));
  const row = (day: string) => rows.get(day);

  const { breakdown, totals } = await dayReadingsOf(db, wanted, first, end);
  for (const [day, { onTime, ...counts }] of totals) {
    const stat = row(day);
    if (!stat) continue;
    Object.assign(stat, counts);
    stat.averageOrderValue = averageOrderValue(
      stat.revenue,
      stat.ordersCount - stat.cancelledCount,
    );
    stat.onTimeRate = stat.packagesDelivered > 0 ? onTime / stat.packagesDelivered : null;
  }

  const userDay = sql<string>`substr(${sql.ref('createdAt')}, 1, 10)`;
  const customers = await db
    .selectFrom('users')
    .select([userDay.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('role', '=', 'customer')
    .where('createdAt', '>=', first)
    .where('createdAt', '<', end)
    .groupBy(userDay)
    .execute();
  for (const { day, count } of customers) {
    const stat = row(day);
    if (stat) stat.newCustomers = Number(count);
  }

  return { days: wanted, stats: [...rows.values()], breakdown };
}

/**
 * Replaces the `stats` and breakdown rows of `rollups.days` with `rollups`, and forgets the
 * changes PostgreSQL writes queued for those days (rollup-delta.ts): what was read from the raw
 * tables holds their writes already.
 */
export async function writeRollups(db: Kysely<Database>, rollups: DayRollups): Promise<void> {
  const first = rollups.days[0];
  const last = rollups.days.at(-1);
  if (first && last)
    for (const table of ['statsChanges', 'breakdownChanges'] as const)
      await db.deleteFrom(table).where('date', '>=', first).where('date', '<=', last).execute();
  await writeBreakdown(db, rollups.days, rollups.breakdown);
  const values = rollups.stats;
  for (let start = 0; start < values.length; start += 500) {
    await db
      .insertInto('stats')
      .values(values.slice(start, start + 500))
      .onConflict((conflict) =>
        conflict.column('date').doUpdateSet((eb) => ({
          ordersCount: eb.ref('excluded.ordersCount'),
          revenue: eb.ref('excluded.revenue'),
          averageOrderValue: eb.ref('excluded.averageOrderValue'),
          newCustomers: eb.ref('excluded.newCustomers'),
          packagesShipped: eb.ref('excluded.packagesShipped'),
          packagesDelivered: eb.ref('excluded.packagesDelivered'),
          onTimeRate: eb.ref('excluded.onTimeRate'),
          cancelledCount: eb.ref('excluded.cancelledCount'),
        })),
      )
      .execute();
  }
}

/** Every day from the first order to `today`. */
export async function daysToToday(
  db: Kysely<Database>,
  today = dayOf(new Date().toISOString()),
): Promise<string[]> {
  const oldest = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.min('createdAt').as('first'))
    .executeTakeFirst();
  const first = oldest?.first ? dayOf(oldest.first) : today;
  return daysBetween(first, today);
}

/** Recomputes every day from the first record to today. */
export async function recomputeAll(db: Kysely<Database>, today = dayOf(new Date().toISOString())) {
  await recomputeDays(db, await daysToToday(db, today));
}
