import type { DayStats } from '../../resources/summary';

/** A day as the daily charts draw it. */
export interface ChartDay extends DayStats {
  label: string;
  /** Orders not cancelled: the lower part of the day's bar. */
  paid: number;
  /** The day is today, not over: drawn fainter, its revenue by a dashed line. */
  partial: boolean;
  /** The solid line: every whole day's revenue, none for today. */
  wholeRevenue: number | null;
  /** The dashed line: from the last whole day to today, none elsewhere. */
  revenueSoFar: number | null;
}

/**
 * The series as the charts draw it. Today's numbers are only so far: at 00:20 its revenue is
 * near nothing, and a solid line falling to it reads as a collapse, so the line is solid up to
 * yesterday and dashed to today, and today is labelled so (`todayLabel`).
 */
export function chartDays(
  series: readonly DayStats[],
  today: string,
  dayLabel: (date: string) => string,
  todayLabel: string,
): ChartDay[] {
  return series.map((day, index) => {
    const partial = day.date === today;
    const beforeToday = series[index + 1]?.date === today;
    return {
      ...day,
      label: partial ? todayLabel : dayLabel(day.date),
      paid: day.ordersCount - day.cancelledCount,
      partial,
      wholeRevenue: partial ? null : day.revenue,
      revenueSoFar: partial || beforeToday ? day.revenue : null,
    };
  });
}
