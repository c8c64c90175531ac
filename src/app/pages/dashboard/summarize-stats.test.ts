import { describe, expect, it } from 'vitest';
import { type DailyStat, periodStart, summarizeStats } from './summarize-stats';

const day = (overrides: Partial<DailyStat>): DailyStat => ({
  date: '2026-11-01',
  ordersCount: 0,
  revenue: 0,
  cancelledCount: 0,
  packagesDelivered: 0,
  onTimeRate: null,
  ...overrides,
});

describe('summarizeStats', () => {
  it('sums orders and revenue; the average leaves cancelled orders out, as revenue does', () => {
    const summary = summarizeStats([
      day({ ordersCount: 15, revenue: 136_060, cancelledCount: 0 }),
      day({ ordersCount: 22, revenue: 107_682, cancelledCount: 2 }),
    ]);
    expect(summary).toMatchObject({ orders: 37, cancelled: 2, revenue: 243_742 });
    expect(summary.averageOrderValue).toBe(Math.round(243_742 / 35));
  });

  it('weights each day’s on-time rate by its deliveries', () => {
    const summary = summarizeStats([
      day({ packagesDelivered: 90, onTimeRate: 1 }),
      day({ packagesDelivered: 10, onTimeRate: 0 }),
      day({ packagesDelivered: 0, onTimeRate: null }),
    ]);
    expect(summary.onTimeRate).toBeCloseTo(0.9);
    expect(summary.delivered).toBe(100);
  });

  it('has no average or rate for an empty period', () => {
    expect(summarizeStats([])).toMatchObject({
      orders: 0,
      averageOrderValue: null,
      onTimeRate: null,
    });
  });
});

describe('periodStart', () => {
  it('counts today as the last of the days, in UTC', () => {
    expect(periodStart(30, new Date('2026-11-21T23:30:00Z'))).toBe('2026-10-23');
    expect(periodStart(1, new Date('2026-03-01T00:10:00Z'))).toBe('2026-03-01');
  });
});
