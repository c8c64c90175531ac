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

/** The breakdown rows of `days` (sorted, unique, from `first` to before `end`), read from the raw tables. */
export async function breakdownOf(
  db: Kysely<Database>,
  days: string[],
  first: string,
  end: string,
): Promise<DailyBreakdownTable[]> {
  const wanted = new Set(days);
  const rows: DailyBreakdownTable[] = [];
  const add = (date: string, metric: string, key: string, count: unknown, amount: unknown) => {
    if (wanted.has(date))
      rows.push({ date, metric, key, count: Number(count), amount: Number(amount ?? 0) });
  };

  const byStatus = await db
    .selectFrom('orders')
    .select([
      day('createdAt').as('day'),
      'status',
      (eb) => eb.fn.countAll<number>().as('count'),
      sql<number>`sum(${reportingAmount()})`.as('amount'),
    ])
    .where('createdAt', '>=', first)
    .where('createdAt', '<', end)
    .groupBy([day('createdAt'), 'status'])
    .execute();
  for (const row of byStatus) add(row.day, metrics.orderStatus, row.status, row.count, row.amount);

  const byCity = await db
    .selectFrom('orders')
    .select([
      day('createdAt').as('day'),
      'city',
      'country',
      (eb) => eb.fn.countAll<number>().as('count'),
      sql<number>`sum(${reportingAmount()})`.as('amount'),
    ])
    .where('createdAt', '>=', first)
    .where('createdAt', '<', end)
    .where('status', '!=', 'cancelled')
    .groupBy([day('createdAt'), 'city', 'country'])
    .execute();
  for (const row of byCity)
    add(row.day, metrics.orderCity, `${row.city}|${row.country}`, row.count, row.amount);

  const byCarrier = await db
    .selectFrom('packages')
    .select([
      day('createdAt').as('day'),
      'carrier',
      'status',
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('createdAt', '>=', first)
    .where('createdAt', '<', end)
    .groupBy([day('createdAt'), 'carrier', 'status'])
    .execute();
  for (const row of byCarrier)
    add(row.day, metrics.packageCarrierStatus, `${row.carrier}|${row.status}`, row.count, 0);

  const onTime = await db
    .selectFrom('packages')
    .select([
      day('deliveredAt').as('day'),
      'carrier',
      (eb) => eb.fn.countAll<number>().as('count'),
      sql<number>`sum(case when ${day('deliveredAt')} <= ${sql.ref('estimatedDelivery')} then 1 else 0 end)`.as(
        'onTime',
      ),
    ])
    .where('deliveredAt', '>=', first)
    .where('deliveredAt', '<', end)
    .groupBy([day('deliveredAt'), 'carrier'])
    .execute();
  for (const row of onTime) add(row.day, metrics.carrierOnTime, row.carrier, row.count, row.onTime);

  return rows;
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
