import { type Kysely, sql } from 'kysely';
import type { DailyBreakdownTable, Database } from '../db/schema';
import { reportingAmount } from './reporting-amount';

/** The breakdowns kept per day; `key` formats are part of the contract with summary.ts. */
export const metrics = {
  /** key: order status; count: orders created that day; amount: their total (reporting currency). */
  orderStatus: 'orderStatus',
  /** key: `city|country`; count and amount of the day's non-cancelled orders. */
  orderCity: 'orderCity',
  /** key: `carrier|status`; count: packages created that day. */
  packageCarrierStatus: 'packageCarrierStatus',
  /** key: carrier; count: packages delivered that day; amount: of those, delivered on time. */
  carrierOnTime: 'carrierOnTime',
} as const;

const day = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** A day's totals as `stats` keeps them, summed from the same groups as its breakdown. */
export interface DayTotals {
  ordersCount: number;
  cancelledCount: number;
  /** Of the orders not cancelled, in the reporting currency. */
  revenue: number;
  packagesShipped: number;
  packagesDelivered: number;
  /** Of the packages delivered, those on time. */
  onTime: number;
}

/** What the rollups read from the raw tables besides the customers (see `rollupsOf`). */
export interface DayReadings {
  /** The breakdown rows of the days, each metric's rows together. */
  breakdown: DailyBreakdownTable[];
  /** The days' totals, for the days with orders or packages. */
  totals: Map<string, DayTotals>;
}

type Tallies = Map<string, Omit<DailyBreakdownTable, 'metric'>>;

/** Adds `count` and `amount` to the tally of `key` on `date`. */
function tally(into: Tallies, date: string, key: string, count: number, amount: number) {
  const entry = into.get(`${date}|${key}`);
  if (entry) {
    entry.count += count;
    entry.amount += amount;
  } else into.set(`${date}|${key}`, { date, key, count, amount });
}

const emptyTotals = (): DayTotals => ({
  ordersCount: 0,
  cancelledCount: 0,
  revenue: 0,
  packagesShipped: 0,
  packagesDelivered: 0,
  onTime: 0,
});

/** The readings being folded: each wanted day's totals and each metric's tallies. */
class Folded {
  readonly totals = new Map<string, DayTotals>();
  readonly byStatus: Tallies = new Map();
  readonly byCity: Tallies = new Map();
  readonly byCarrierStatus: Tallies = new Map();
  readonly onTime: Tallies = new Map();

  constructor(readonly wanted: ReadonlySet<string>) {}

  totalsOf(date: string): DayTotals {
    let day = this.totals.get(date);
    if (!day) {
      day = emptyTotals();
      this.totals.set(date, day);
    }
    return day;
  }

  /** The breakdown rows of every metric, each metric's rows together. */
  breakdown(): DailyBreakdownTable[] {
    const rows: DailyBreakdownTable[] = [];
    const add = (metric: string, tallies: Tallies) => {
      for (const entry of tallies.values()) rows.push({ ...entry, metric });
    };
    add(metrics.orderStatus, this.byStatus);
    add(metrics.orderCity, this.byCity);
    add(metrics.packageCarrierStatus, this.byCarrierStatus);
    add(metrics.carrierOnTime, this.onTime);
    return rows;
  }
}

const inRange = (column: 'createdAt' | 'deliveredAt' | 'shippedAt', first: string, end: string) =>
  sql<boolean>`(${sql.ref(column)} >= ${first} and ${sql.ref(column)} < ${end})`;

/** The orders created in [first, end), grouped by day, status and city. */
function orderGroups(db: Kysely<Database>, first: string, end: string) {
  return db
    .selectFrom('orders')
    .select([
      day('createdAt').as('day'),
      'status',
      'city',
      'country',
      (eb) => eb.fn.countAll<number>().as('count'),
      sql<number>`sum(${reportingAmount()})`.as('amount'),
    ])
    .where(inRange('createdAt', first, end))
    .groupBy([day('createdAt'), 'status', 'city', 'country'])
    .execute();
}

function foldOrders(into: Folded, groups: Awaited<ReturnType<typeof orderGroups>>) {
  for (const group of groups) {
    if (!into.wanted.has(group.day)) continue;
    const count = Number(group.count);
    const amount = Number(group.amount);
    const day = into.totalsOf(group.day);
    day.ordersCount += count;
    tally(into.byStatus, group.day, group.status, count, amount);
    if (group.status === 'cancelled') day.cancelledCount += count;
    else {
      day.revenue += amount;
      tally(into.byCity, group.day, `${group.city}|${group.country}`, count, amount);
    }
  }
}

/** The packages created, shipped or delivered in [first, end), grouped by those days and more. */
function packageGroups(db: Kysely<Database>, first: string, end: string) {
  return db
    .selectFrom('packages')
    .select([
      day('createdAt').as('created'),
      'carrier',
      'status',
      day('shippedAt').as('shipped'),
      day('deliveredAt').as('delivered'),
      (eb) => eb.fn.countAll<number>().as('count'),
      sql<number>`sum(case when ${day('deliveredAt')} <= ${sql.ref('estimatedDelivery')} then 1 else 0 end)`.as(
        'onTime',
      ),
    ])
    .where((eb) =>
      eb.or([
        inRange('createdAt', first, end),
        inRange('shippedAt', first, end),
        inRange('deliveredAt', first, end),
      ]),
    )
    .groupBy([day('createdAt'), 'carrier', 'status', day('shippedAt'), day('deliveredAt')])
    .execute();
}

function foldPackages(into: Folded, groups: Awaited<ReturnType<typeof packageGroups>>) {
  for (const group of groups) {
    const count = Number(group.count);
    if (into.wanted.has(group.created))
      tally(into.byCarrierStatus, group.created, `${group.carrier}|${group.status}`, count, 0);
    if (group.delivered !== null && into.wanted.has(group.delivered)) {
      const day = into.totalsOf(group.delivered);
      day.packagesDelivered += count;
      day.onTime += Number(group.onTime);
      tally(into.onTime, group.delivered, group.carrier, count, Number(group.onTime));
    }
    if (group.shipped !== null && into.wanted.has(group.shipped))
      into.totalsOf(group.shipped).packagesShipped += count;
  }
}

/**
 * The breakdown rows and totals of `days` (sorted, unique, from `first` to before `end`), read
 * from the raw tables in one scan of the orders and one of the packages, grouped finely enough
 * for every metric and folded here, instead of a scan per metric and another for the day
 * totals, which read the same rows several times over.
 */
export async function dayReadingsOf(
  db: Kysely<Database>,
  days: string[],
  first: string,
  end: string,
): Promise<DayReadings> {
  const folded = new Folded(new Set(days));
  foldOrders(folded, await orderGroups(db, first, end));
  foldPackages(folded, await packageGroups(db, first, end));
  return { breakdown: folded.breakdown(), totals: folded.totals };
}

/** Replaces the breakdown rows of `days` with `rows`. */
export async function writeBreakdown(
  db: Kysely<Database>,
  days: string[],
  rows: DailyBreakdownTable[],
) {
  for (let start = 0; start < days.length; start += 500) {
    await db
      .deleteFrom('dailyBreakdown')
      .where('date', 'in', days.slice(start, start + 500))
      .execute();
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insertInto('dailyBreakdown')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
}
