import { maxSummaryDays } from '../../resources/summary';
import { apiUrl } from '../providers/config';

/** A range of calendar days, as the API's dates (`YYYY-MM-DD`), both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

const DAY = 86_400_000;
/** A calendar day in UTC, as the API's dates. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The last `days` days ending today, as the API's dates. Days are UTC days, as the stats are
 * (SPEC §3), whatever the browser's zone: in Berlin at 00:30 the local day had begun an hour
 * before the server's, and the range ended on a day with no numbers yet.
 */
export function lastDays(days: number, today = new Date()): DateRange {
  return { from: isoDay(new Date(today.getTime() - (days - 1) * DAY)), to: isoDay(today) };
}

/** `range` at most `maxSummaryDays` long: a longer one keeps its end and starts later. */
export function withinLimit(range: DateRange): DateRange {
  const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY + 1;
  if (days <= maxSummaryDays) return range;
  return {
    from: isoDay(new Date(Date.parse(range.to) - (maxSummaryDays - 1) * DAY)),
    to: range.to,
  };
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
