import type { Kysely } from 'kysely';
import type { Kpi, Summary } from '../../resources/summary';
import type { Database, StatTable } from '../db/schema';
import { metrics } from './breakdown';
import { computeInsights, type OverduePackage } from './insights';
import { averageOrderValue, daysBetween, emptyDay } from './rollup';
import { readInFlight, readRollups, type SummaryRange } from './summary-reads';

export { inFlightStates } from './summary-reads';

const DAY = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

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

type BreakdownRow = { metric: string; key: string; count: number; amount: number };
type Sums = (metric: string) => { key: string; count: number; amount: number }[];

/** A metric's groups of the range, with their counts and amounts as numbers. */
const sumsOf =
  (breakdown: readonly BreakdownRow[]): Sums =>
  (metric) =>
    breakdown
      .filter((row) => row.metric === metric)
      .map((row) => ({ key: row.key, count: Number(row.count), amount: Number(row.amount) }));

/** The range of `from`–`to`, the as long one before it, and at least four weeks of history. */
function rangeOf(from: string, to: string): SummaryRange {
  const length = daysBetween(from, to).length;
  return {
    from,
    to,
    previousFrom: shift(from, -length),
    previousTo: shift(from, -1),
    historyFrom: shift(from, -Math.max(length, 28)),
  };
}

/** Packages by carrier, each with its count by status, most packages first. */
function packagesByCarrierOf(sums: Sums) {
  const byCarrier = new Map<
    string,
    { carrier: string; total: number; byStatus: Record<string, number> }
  >();
  for (const row of sums(metrics.packageCarrierStatus)) {
    const [carrier = '', status = ''] = row.key.split('|');
    const entry = byCarrier.get(carrier) ?? { carrier, total: 0, byStatus: {} };
    entry.total += row.count;
    entry.byStatus[status] = (entry.byStatus[status] ?? 0) + row.count;
    byCarrier.set(carrier, entry);
  }
  return [...byCarrier.values()].sort((a, b) => b.total - a.total);
}

/** The ten cities with the most orders of the range. */
const topCitiesOf = (sums: Sums) =>
  sums(metrics.orderCity)
    .map((row) => {
      const [city = '', country = ''] = row.key.split('|');
      return { city, country, orders: row.count, revenue: row.amount };
    })
    .sort((a, b) => b.orders - a.orders || a.city.localeCompare(b.city))
    .slice(0, 10);

type InFlight = Awaited<ReturnType<typeof readInFlight>>;

/** The map's points: where packages in flight go, and where they were last seen. */
function mapOf([, , destinations, packages, lastLocations]: InFlight): Summary['map'] {
  const bound = new Map<string, Summary['map']['destinations'][number]['packages']>();
  for (const row of packages) {
    const key = `${row.city}|${row.country}`;
    const point = bound.get(key) ?? [];
    point.push({ id: Number(row.id), trackingNumber: row.trackingNumber, status: row.status });
    bound.set(key, point);
  }
  return {
    destinations: destinations.map((row) => ({
      city: row.city,
      country: row.country,
      lat: Number(row.lat),
      lng: Number(row.lng),
      count: Number(row.count),
      packages: bound.get(`${row.city}|${row.country}`) ?? [],
    })),
    lastLocations: lastLocations.flatMap((row) => {
      const place = row.lastLocation
        ? (JSON.parse(row.lastLocation) as { city: string; lat: number; lng: number })
        : null;
      return place ? [{ ...place, count: Number(row.count) }] : [];
    }),
  };
}

/** Each KPI of the range beside the one before it. */
function kpisOf(now: ReturnType<typeof totals>, before: ReturnType<typeof totals>) {
  return {
    revenue: kpi(now.revenue, before.revenue),
    orders: kpi(now.orders, before.orders),
    averageOrderValue: kpi(now.averageOrderValue, before.averageOrderValue),
    newCustomers: kpi(now.newCustomers, before.newCustomers),
    onTimeRate: kpi(now.onTimeRate, before.onTimeRate),
  };
}

/**
 * Everything the dashboard shows for [from, to], read from the day rollups (a few hundred rows
 * whatever the number of orders) plus indexed queries on packages still in flight.
 */
export async function statsSummary(
  db: Kysely<Database>,
  from: string,
  to: string,
  today: string,
): Promise<Summary> {
  const range = rangeOf(from, to);
  const { previousFrom, previousTo } = range;
  const [[statRows, breakdown, previousOnTime, first], inFlight] = await Promise.all([
    readRollups(db, range),
    readInFlight(db, today),
  ]);

  const byDate = new Map(
    statRows.map((row) => [row.date, { ...row, revenue: Number(row.revenue) }]),
  );
  const allDays = daysBetween(range.historyFrom, to).map(
    (date) => byDate.get(date) ?? emptyDay(date),
  );
  const series = allDays.filter((day) => day.date >= from);
  const previous = allDays.filter((day) => day.date >= previousFrom && day.date <= previousTo);

  const sums = sumsOf(breakdown);
  const carriers = sums(metrics.carrierOnTime).map((row) => ({
    carrier: row.key,
    delivered: row.count,
    onTime: row.amount,
  }));
  const onTimeNow = carriers.reduce(
    (sum, c) => ({ count: sum.count + c.delivered, onTime: sum.onTime + c.onTime }),
    { count: 0, onTime: 0 },
  );
  const before = totals(previous, {
    count: Number(previousOnTime?.count ?? 0),
    onTime: Number(previousOnTime?.onTime ?? 0),
  });
  const [overdueCount, overdueExamples] = inFlight;
  const overdue = {
    count: Number(overdueCount.count),
    examples: overdueExamples as OverduePackage[],
  };
  const firstDataDay = first?.first ? String(first.first).slice(0, 10) : null;

  return {
    range: { from, to, previousFrom, previousTo, today },
    kpis: kpisOf(totals(series, onTimeNow), before),
    series,
    ordersByStatus: sums(metrics.orderStatus)
      .map((row) => ({ status: row.key, count: row.count, amount: row.amount }))
      .sort((a, b) => b.count - a.count),
    packagesByCarrier: packagesByCarrierOf(sums),
    topCities: topCitiesOf(sums),
    onTimeByCarrier: [...carriers].sort(
      (a, b) => b.delivered - a.delivered || a.carrier.localeCompare(b.carrier),
    ),
    insights: computeInsights({ from, to, today, days: allDays, firstDataDay, carriers, overdue }),
    map: mapOf(inFlight),
  };
}
