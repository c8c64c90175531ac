import { apiUrl } from '../providers/config';

/** A range of calendar days, as the API's dates (`YYYY-MM-DD`), both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

/** A calendar day in local time, as the API's dates. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The last `days` days ending today, as the API's dates. */
export function lastDays(days: number, today = new Date()): DateRange {
  const from = new Date(today);
  from.setDate(from.getDate() - (days - 1));
  return { from: isoDay(from), to: isoDay(today) };
}

/** The range the dashboard opens on: the last 30 days. */
export const openingRange = () => lastDays(30);

/**
 * The summary's request for a range: what `useSummary` asks for, and what a direct visit to the
 * dashboard prefetches (providers/prefetch.ts) before the dashboard is drawn.
 */
export const summaryRequest = (range: DateRange) => ({
  url: `${apiUrl}/stats/summary`,
  query: range,
});
