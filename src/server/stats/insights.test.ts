import { describe, expect, it } from 'vitest';
import { computeInsights, type DayCounts, type InsightInput, orderAnomalies } from './insights';
import { daysBetween } from './rollup';

/** 60 days of exactly known orders: 10 a day alternating ±1, so mean 10 and σ 1. */
function steadyDays(first = '2026-03-01', last = '2026-04-29'): DayCounts[] {
  return daysBetween(first, last).map((date, index) => ({
    date,
    ordersCount: index % 2 === 0 ? 9 : 11,
    revenue: 1000,
  }));
}
const base: InsightInput = {
  from: '2026-04-01',
  to: '2026-04-29',
  today: '2026-05-10',
  days: steadyDays(),
  firstDataDay: '2026-03-01',
  carriers: [],
  overdue: { count: 0, examples: [] },
};
const withDay = (days: DayCounts[], date: string, ordersCount: number) =>
  days.map((day) => (day.date === date ? { ...day, ordersCount } : day));

describe('order anomalies', () => {
  it('flags a day more than 3σ above the trailing 28-day mean, with the numbers', () => {
    const days = withDay(steadyDays(), '2026-04-10', 14);
    expect(orderAnomalies({ ...base, days })).toEqual([
      {
        kind: 'orderAnomaly',
        severity: 'info',
        date: '2026-04-10',
        inProgress: false,
        orders: 14,
        mean: 10,
        stdDev: 1,
        deviations: 4,
      },
    ]);
  });

  it('does not flag exactly 3σ, and flags a drop as a warning', () => {
    expect(orderAnomalies({ ...base, days: withDay(steadyDays(), '2026-04-10', 13) })).toEqual([]);
    const [drop] = orderAnomalies({ ...base, days: withDay(steadyDays(), '2026-04-10', 5) });
    expect(drop).toMatchObject({ date: '2026-04-10', severity: 'warning', deviations: -5 });
  });

  it('ignores days outside the range and days without 28 days of real history', () => {
    const days = withDay(withDay(steadyDays(), '2026-03-20', 40), '2026-03-31', 40);
    expect(orderAnomalies({ ...base, days })).toEqual([]);
    const late = withDay(steadyDays(), '2026-04-10', 40);
    expect(orderAnomalies({ ...base, days: late, firstDataDay: '2026-03-20' })).toEqual([]);
  });

  it('judges today only when it is already above: its orders so far can still grow', () => {
    const today = { ...base, today: '2026-04-29' };
    expect(orderAnomalies({ ...today, days: withDay(steadyDays(), '2026-04-29', 0) })).toEqual([]);
    expect(orderAnomalies({ ...today, days: withDay(steadyDays(), '2026-04-29', 20) })).toEqual([
      expect.objectContaining({ date: '2026-04-29', inProgress: true, deviations: 10 }),
    ]);
    // The same 0 on a day that is over is a drop.
    const [drop] = orderAnomalies({ ...base, days: withDay(steadyDays(), '2026-04-29', 0) });
    expect(drop).toMatchObject({ date: '2026-04-29', inProgress: false, severity: 'warning' });
  });

  it('skips the days after today, which have no orders yet', () => {
    const days = steadyDays().map((day) =>
      day.date > '2026-04-20' ? { ...day, ordersCount: 0 } : day,
    );
    expect(orderAnomalies({ ...base, today: '2026-04-20', days })).toEqual([]);
  });

  it('skips a perfectly flat history (σ = 0)', () => {
    const flat = steadyDays().map((day) => ({ ...day, ordersCount: 10 }));
    expect(orderAnomalies({ ...base, days: withDay(flat, '2026-04-10', 11) })).toEqual([]);
  });
});

describe('computeInsights', () => {
  it('compares the last 7 days with the 7 before', () => {
    const days = steadyDays().map((day) => ({
      ...day,
      revenue: day.date >= '2026-04-23' ? 1500 : 1000,
    }));
    const insights = computeInsights({ ...base, days });
    expect(insights.find((i) => i.kind === 'revenueWeekOverWeek')).toEqual({
      kind: 'revenueWeekOverWeek',
      severity: 'good',
      through: '2026-04-29',
      thisWeek: 10_500,
      lastWeek: 7_000,
      change: 0.5,
    });
    const orders = insights.find((i) => i.kind === 'ordersWeekOverWeek');
    // 04-29 is day 59 (odd, 11 orders): the last week holds four 11s, the one before three.
    expect(orders).toMatchObject({ thisWeek: 71, lastWeek: 69 });
  });

  it('ends the week the day before today, which is not over', () => {
    // Today (04-29) has hardly begun; the week before it saw the rise from 04-22 on.
    const days = steadyDays().map((day) => ({
      ...day,
      revenue: day.date === '2026-04-29' ? 0 : day.date >= '2026-04-22' ? 1500 : 1000,
    }));
    const insights = computeInsights({ ...base, today: '2026-04-29', days });
    expect(insights.find((i) => i.kind === 'revenueWeekOverWeek')).toMatchObject({
      through: '2026-04-28',
      thisWeek: 10_500,
      lastWeek: 7_000,
      change: 0.5,
    });
    // A range that ended before today is counted to its end.
    const past = computeInsights({ ...base, to: '2026-04-28', today: '2026-04-29', days });
    expect(past.find((i) => i.kind === 'revenueWeekOverWeek')).toMatchObject({
      through: '2026-04-28',
    });
  });

  it('names the carrier with the worst on-time rate among those with enough deliveries', () => {
    const carriers = [
      { carrier: 'dhl', delivered: 100, onTime: 95 },
      { carrier: 'ups', delivered: 50, onTime: 35 },
      { carrier: 'local', delivered: 5, onTime: 0 },
    ];
    const worst = computeInsights({ ...base, carriers }).find((i) => i.kind === 'worstCarrier');
    expect(worst).toEqual({
      kind: 'worstCarrier',
      severity: 'warning',
      carrier: 'ups',
      onTimeRate: 0.7,
      delivered: 50,
      overallRate: 0.8667,
    });
  });

  it('reports overdue packages only when there are some', () => {
    expect(computeInsights(base).some((i) => i.kind === 'overduePackages')).toBe(false);
    const example = {
      id: 7,
      trackingNumber: 'PKG-AAAAAAAAAA',
      carrier: 'dhl',
      estimatedDelivery: '2026-04-20',
      status: 'in_transit',
    };
    const insights = computeInsights({ ...base, overdue: { count: 3, examples: [example] } });
    expect(insights.find((i) => i.kind === 'overduePackages')).toEqual({
      kind: 'overduePackages',
      severity: 'warning',
      count: 3,
      examples: [example],
    });
  });

  it('says nothing of two weeks without an order', () => {
    const empty = steadyDays().map((day) => ({ ...day, ordersCount: 0, revenue: 0 }));
    const kinds = computeInsights({ ...base, days: empty }).map((insight) => insight.kind);
    expect(kinds).not.toContain('revenueWeekOverWeek');
    expect(kinds).not.toContain('ordersWeekOverWeek');
  });

  it('has no week-over-week change without a previous week', () => {
    const days = steadyDays('2026-04-23', '2026-04-29');
    const insight = computeInsights({ ...base, from: '2026-04-23', days }).find(
      (i) => i.kind === 'ordersWeekOverWeek',
    );
    expect(insight).toMatchObject({ lastWeek: 0, change: null, severity: 'info' });
  });
});
