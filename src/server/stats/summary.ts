import type { Kysely } from 'kysely';
import type { Kpi, Summary } from '../../resources/summary';
import type { Database, StatTable } from '../db/schema';
import { metrics } from './breakdown';
import { computeInsights, type OverduePackage } from './insights';
import { averageOrderValue, daysBetween, emptyDay } from './rollup';

const DAY = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** Packages still on their way: the ones that can be late. */
export const inFlightStates = ['label_created', 'in_transit', 'out_for_delivery', 'failed_attempt'];

function kpi(value: number | null, previous: number | null): Kpi {
  const change =
    value === null || previous === null || previous === 0
      ? null
      : Math.round(((value - previous) / previous) * 10_000) / 10_000;
  return { value, previous, change };
}

/** Totals of a run of days, as the KPI cards show them. */
function totals(days: StatTable[], onTime: { count: number; onTime: number }) {
  const orders = days.reduce((sum, day) => sum + day.ordersCount, 0);
  const cancelled = days.reduce((sum, day) => sum + day.cancelledCount, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  return {
    revenue,
    orders,
    averageOrderValue: averageOrderValue(revenue, orders - cancelled),
    newCustomers: days.reduce((sum, day) => sum + day.newCustomers, 0),
    onTimeRate:
      onTime.count > 0 ? Math.round((onTime.onTime / onTime.count) * 10_000) / 10_000 : null,
  };
}

/**
 * Everything the dashboard shows for [from, to], read from the day rollups (a few hundred rows
 * whatever the number of orders) plus two indexed queries on packages still in flight.
 */
export async function statsSummary(
  db: Kysely<Database>,
  from: string,
  to: string,
  today: string,
): Promise<Summary> {
  const length = daysBetween(from, to).length;
  const previousFrom = shift(from, -length);
  const previousTo = shift(from, -1);
  const historyFrom = shift(from, -Math.max(length, 28));

  const [
    statRows,
    breakdown,
    previousOnTime,
    first,
    overdueCount,
    overdueExamples,
    destinations,
    lastLocations,
  ] = await Promise.all([
    db
      .selectFrom('stats')
      .selectAll()
      .where('date', '>=', historyFrom)
      .where('date', '<=', to)
      .orderBy('date')
      .execute(),
    db
      .selectFrom('dailyBreakdown')
      .select(['metric', 'key'])
      .select((eb) => [
        eb.fn.sum<number>('count').as('count'),
        eb.fn.sum<number>('amount').as('amount'),
      ])
      .where('date', '>=', from)
      .where('date', '<=', to)
      .groupBy(['metric', 'key'])
      .execute(),
    db
      .selectFrom('dailyBreakdown')
      .select((eb) => [
        eb.fn.sum<number>('count').as('count'),
        eb.fn.sum<number>('amount').as('onTime'),
      ])
      .where('metric', '=', metrics.carrierOnTime)
      .where('date', '>=', previousFrom)
      .where('date', '<=', previousTo)
      .executeTakeFirst(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.min('createdAt').as('first'))
      .executeTakeFirst(),
    db
      .selectFrom('packages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', inFlightStates)
      .where('estimatedDelivery', '<', today)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('packages')
      .select(['id', 'trackingNumber', 'carrier', 'estimatedDelivery', 'status'])
      .where('status', 'in', inFlightStates)
      .where('estimatedDelivery', '<', today)
      .orderBy('estimatedDelivery')
      .orderBy('id')
      .limit(5)
      .execute(),
    db
      .selectFrom('packages')
      .select(['city', 'country'])
      .select((eb) => [
        eb.fn.avg<number>('lat').as('lat'),
        eb.fn.avg<number>('lng').as('lng'),
        eb.fn.countAll<number>().as('count'),
      ])
      .where('status', 'in', inFlightStates)
      .groupBy(['city', 'country'])
      .orderBy('count', 'desc')
      .limit(60)
      .execute(),
    db
      .selectFrom('packages')
      .select(['lastLocation'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', inFlightStates)
      .where('lastLocation', 'is not', null)
      .groupBy('lastLocation')
      .orderBy('count', 'desc')
      .limit(60)
      .execute(),
  ]);

  const byDate = new Map(
    statRows.map((row) => [row.date, { ...row, revenue: Number(row.revenue) }]),
  );
  const allDays = daysBetween(historyFrom, to).map((date) => byDate.get(date) ?? emptyDay(date));
  const series = allDays.filter((day) => day.date >= from);
  const previous = allDays.filter((day) => day.date >= previousFrom && day.date <= previousTo);

  const sums = (metric: string) =>
    breakdown
      .filter((row) => row.metric === metric)
      .map((row) => ({ key: row.key, count: Number(row.count), amount: Number(row.amount) }));
  const carriers = sums(metrics.carrierOnTime).map((row) => ({
    carrier: row.key,
    delivered: row.count,
    onTime: row.amount,
  }));
  const onTimeNow = carriers.reduce(
    (sum, c) => ({ count: sum.count + c.delivered, onTime: sum.onTime + c.onTime }),
    { count: 0, onTime: 0 },
  );
  const now = totals(series, onTimeNow);
  const before = totals(previous, {
    count: Number(previousOnTime?.count ?? 0),
    onTime: Number(previousOnTime?.onTime ?? 0),
  });

  const packagesByCarrier = new Map<
    string,
    { carrier: string; total: number; byStatus: Record<string, number> }
  >();
  for (const row of sums(metrics.packageCarrierStatus)) {
    const [carrier = '', status = ''] = row.key.split('|');
    const entry = packagesByCarrier.get(carrier) ?? { carrier, total: 0, byStatus: {} };
    entry.total += row.count;
    entry.byStatus[status] = (entry.byStatus[status] ?? 0) + row.count;
    packagesByCarrier.set(carrier, entry);
  }

  const overdue = {
    count: Number(overdueCount.count),
    examples: overdueExamples as OverduePackage[],
  };
  const firstDataDay = first?.first ? String(first.first).slice(0, 10) : null;

  return {
    range: { from, to, previousFrom, previousTo, today },
    kpis: {
      revenue: kpi(now.revenue, before.revenue),
      orders: kpi(now.orders, before.orders),
      averageOrderValue: kpi(now.averageOrderValue, before.averageOrderValue),
      newCustomers: kpi(now.newCustomers, before.newCustomers),
      onTimeRate: kpi(now.onTimeRate, before.onTimeRate),
    },
    series,
    ordersByStatus: sums(metrics.orderStatus)
      .map((row) => ({ status: row.key, count: row.count, amount: row.amount }))
      .sort((a, b) => b.count - a.count),
    packagesByCarrier: [...packagesByCarrier.values()].sort((a, b) => b.total - a.total),
    topCities: sums(metrics.orderCity)
      .map((row) => {
        const [city = '', country = ''] = row.key.split('|');
        return { city, country, orders: row.count, revenue: row.amount };
      })
      .sort((a, b) => b.orders - a.orders || a.city.localeCompare(b.city))
      .slice(0, 10),
    onTimeByCarrier: [...carriers].sort(
      (a, b) => b.delivered - a.delivered || a.carrier.localeCompare(b.carrier),
    ),
    insights: computeInsights({ from, to, today, days: allDays, firstDataDay, carriers, overdue }),
    map: {
      destinations: destinations.map((row) => ({
        city: row.city,
        country: row.country,
        lat: Number(row.lat),
        lng: Number(row.lng),
        count: Number(row.count),
      })),
      lastLocations: lastLocations.flatMap((row) => {
        const place = row.lastLocation
          ? (JSON.parse(row.lastLocation) as { city: string; lat: number; lng: number })
          : null;
        return place ? [{ ...place, count: Number(row.count) }] : [];
      }),
    },
  };
}
