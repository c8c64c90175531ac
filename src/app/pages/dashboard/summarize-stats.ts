/** The fields of a daily stat row the dashboard sums. */
export interface DailyStat {
  date: string;
  ordersCount: number;
  revenue: number;
  cancelledCount: number;
  packagesDelivered: number;
  onTimeRate: number | null;
}

export interface StatsSummary {
  orders: number;
  cancelled: number;
  /** Cents, cancelled orders excluded. */
  revenue: number;
  /** Cents per non-cancelled order, or null when there was none. */
  averageOrderValue: number | null;
  delivered: number;
  /** 0–1 over every delivered package, or null when none was delivered. */
  onTimeRate: number | null;
}

/** Sums daily stats into the period's KPIs, weighting each day's on-time rate by its deliveries. */
export function summarizeStats(days: readonly DailyStat[]): StatsSummary {
  let orders = 0;
  let cancelled = 0;
  let revenue = 0;
  let delivered = 0;
  let rated = 0;
  let onTime = 0;
  for (const day of days) {
    orders += day.ordersCount;
    cancelled += day.cancelledCount;
    revenue += day.revenue;
    delivered += day.packagesDelivered;
    if (day.onTimeRate !== null) {
      rated += day.packagesDelivered;
      onTime += day.onTimeRate * day.packagesDelivered;
    }
  }
  const paid = orders - cancelled;
  return {
    orders,
    cancelled,
    revenue,
    averageOrderValue: paid > 0 ? Math.round(revenue / paid) : null,
    delivered,
    onTimeRate: rated > 0 ? onTime / rated : null,
  };
}

/** The first day of the last `days` days (today included), as `YYYY-MM-DD` in UTC like the stats. */
export function periodStart(days: number, today = new Date()): string {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return start.toISOString().slice(0, 10);
}
