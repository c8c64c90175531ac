import { describe, expect, it } from 'vitest';
import type { DayStats } from '../../resources/summary';
import { chartDays } from './chart-days';

const day = (date: string, revenue: number): DayStats => ({
  date,
  ordersCount: 3,
  revenue,
  averageOrderValue: 0,
  newCustomers: 0,
  packagesShipped: 0,
  packagesDelivered: 0,
  onTimeRate: null,
  cancelledCount: 1,
});
const series = [day('2026-11-28', 500), day('2026-11-29', 700), day('2026-11-30', 20)];
const label = (date: string) => `day ${date.slice(8)}`;

describe('chartDays', () => {
  it('draws whole days solid and the line from yesterday to today dashed', () => {
    const days = chartDays(series, '2026-11-30', label, 'Today');
    expect(days.map((d) => [d.label, d.partial, d.wholeRevenue, d.revenueSoFar])).toEqual([
      ['day 28', false, 500, null],
      ['day 29', false, 700, 700],
      ['Today', true, null, 20],
    ]);
    expect(days.map((d) => [d.revenue, d.paid])).toEqual([
      [500, 2],
      [700, 2],
      [20, 2],
    ]);
  });

  it('has no dashed part when the range ended before today', () => {
    const days = chartDays(series, '2026-12-01', label, 'Today');
    expect(days.every((d) => !d.partial && d.revenueSoFar === null)).toBe(true);
    expect(days.map((d) => d.wholeRevenue)).toEqual([500, 700, 20]);
    expect(days.map((d) => d.label)).toEqual(['day 28', 'day 29', 'day 30']);
  });
});
