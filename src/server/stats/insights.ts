import type { CarrierOnTime, Insight, OverduePackage, Severity } from '../../resources/summary';

export type { CarrierOnTime, Insight, OverduePackage, Severity };

/** One day of the `stats` table, as the insights need it. */
export interface DayCounts {
  date: string;
  ordersCount: number;
  revenue: number;
}

export interface InsightInput {
  /** Inclusive range the dashboard shows. */
  from: string;
  to: string;
  /**
   * The UTC day still under way. Its counts can only grow, so they are a lower bound: a shortfall
   * is not judged before the day is over, and the week-over-week change ends the day before.
   */
  today: string;
  /** Contiguous days up to `to`, starting at least 28 days before `from` where data exists. */
  days: DayCounts[];
  /** The first day that holds any order; earlier days are not history, just emptiness. */
  firstDataDay: string | null;
  carriers: CarrierOnTime[];
  overdue: { count: number; examples: OverduePackage[] };
}

/** Days of history an anomaly is measured against, and how far out counts (SPEC: 3σ over 28 days). */
export const anomalyWindow = 28;
export const anomalyThreshold = 3;
/** A carrier needs this many deliveries in the range before its rate is called the worst. */
export const minimumDeliveries = 20;

const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;
const change = (now: number, before: number) =>
  before === 0 ? null : round((now - before) / before);
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

function weekOverWeek(
  days: DayCounts[],
  key: 'revenue' | 'ordersCount',
  kind: 'revenueWeekOverWeek' | 'ordersWeekOverWeek',
): Extract<Insight, { kind: typeof kind }> {
  const sum = (slice: DayCounts[]) => slice.reduce((total, day) => total + day[key], 0);
  const thisWeek = sum(days.slice(-7));
  const lastWeek = sum(days.slice(-14, -7));
  const delta = change(thisWeek, lastWeek);
  const severity: Severity =
    delta === null ? 'info' : delta >= 0 ? 'good' : delta < -0.1 ? 'warning' : 'info';
  return { kind, severity, through: days.at(-1)?.date ?? null, thisWeek, lastWeek, change: delta };
}

/**
 * Days in [from, to] whose orders lie more than 3 standard deviations from the trailing 28-day
 * mean. Today counts only when it is already above: at 00:20 it is bound to be below.
 */
export function orderAnomalies(
  input: Pick<InsightInput, 'from' | 'to' | 'today' | 'days' | 'firstDataDay'>,
): Insight[] {
  const found: Insight[] = [];
  input.days.forEach((day, index) => {
    if (day.date < input.from || day.date > input.to || index < anomalyWindow) return;
    if (day.date > input.today) return;
    const history = input.days.slice(index - anomalyWindow, index);
    if (!input.firstDataDay || (history[0]?.date ?? '') < input.firstDataDay) return;
    const mean = history.reduce((total, d) => total + d.ordersCount, 0) / anomalyWindow;
    const variance =
      history.reduce((total, d) => total + (d.ordersCount - mean) ** 2, 0) / anomalyWindow;
    const stdDev = Math.sqrt(variance);
    if (stdDev === 0) return;
    const deviations = (day.ordersCount - mean) / stdDev;
    const inProgress = day.date === input.today;
    if (inProgress && deviations < 0) return;
    if (Math.abs(deviations) > anomalyThreshold) {
      found.push({
        kind: 'orderAnomaly',
        severity: deviations > 0 ? 'info' : 'warning',
        date: day.date,
        inProgress,
        orders: day.ordersCount,
        mean: round(mean, 2),
        stdDev: round(stdDev, 2),
        deviations: round(deviations, 2),
      });
    }
  });
  return found;
}

function worstCarrier(carriers: CarrierOnTime[]): Insight | null {
  const eligible = carriers.filter((carrier) => carrier.delivered >= minimumDeliveries);
  if (eligible.length < 2) return null;
  const rate = (carrier: CarrierOnTime) => carrier.onTime / carrier.delivered;
  const worst = eligible.reduce((a, b) =>
    rate(b) < rate(a) || (rate(b) === rate(a) && b.carrier < a.carrier) ? b : a,
  );
  const delivered = eligible.reduce((total, carrier) => total + carrier.delivered, 0);
  const onTime = eligible.reduce((total, carrier) => total + carrier.onTime, 0);
  const overallRate = round(onTime / delivered);
  return {
    kind: 'worstCarrier',
    severity: rate(worst) < overallRate - 0.05 ? 'warning' : 'info',
    carrier: worst.carrier,
    onTimeRate: round(rate(worst)),
    delivered: worst.delivered,
    overallRate,
  };
}

/** The sparkles: deterministic highlights with the numbers behind them. */
export function computeInsights(input: InsightInput): Insight[] {
  const yesterday = dayBefore(input.today);
  const last = input.to < yesterday ? input.to : yesterday;
  const wholeDays = input.days.filter((day) => day.date <= last);
  // Two weeks of nothing (a range before any order) are no news.
  const insights: Insight[] = [
    weekOverWeek(wholeDays, 'revenue', 'revenueWeekOverWeek'),
    weekOverWeek(wholeDays, 'ordersCount', 'ordersWeekOverWeek'),
  ].filter((insight) => insight.thisWeek > 0 || insight.lastWeek > 0);
  insights.push(...orderAnomalies(input));
  if (input.overdue.count > 0)
    insights.push({
      kind: 'overduePackages',
      severity: 'warning',
      count: input.overdue.count,
      examples: input.overdue.examples,
    });
  const carrier = worstCarrier(input.carriers);
  if (carrier) insights.push(carrier);
  return insights;
}
