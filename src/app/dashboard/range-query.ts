import { maxSummaryDays } from '../../resources/summary';
import { type DateRange, lastDays } from './summary-request';

/** The ranges the picker offers as presets, written `range=7d` so a link stays relative to its day. */
export const presetDays = [7, 30, 90, 365] as const;

const isDay = (text: string | null): text is string =>
  text !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * The range a dashboard query string names (`range=7d`, or `from=YYYY-MM-DD&to=YYYY-MM-DD`),
 * or undefined when it names none or one the summary would refuse (reversed, after today,
 * longer than the summary takes).
 */
export function rangeOfQuery(search: string, today = new Date()): DateRange | undefined {
  const params = new URLSearchParams(search);
  const preset = /^(\d{1,3})d$/.exec(params.get('range') ?? '');
  if (preset) {
    const days = Number(preset[1]);
    return days >= 1 && days <= maxSummaryDays ? lastDays(days, today) : undefined;
  }
  const from = params.get('from');
  const to = params.get('to');
  if (!isDay(from) || !isDay(to) || from > to || to > lastDays(1, today).to) return undefined;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  return days <= maxSummaryDays ? { from, to } : undefined;
}

/** The query string of a range: a preset ending today by its length, any other by its days. */
export function queryOfRange(range: DateRange, today = new Date()): string {
  const preset = presetDays.find((days) => {
    const last = lastDays(days, today);
    return last.from === range.from && last.to === range.to;
  });
  return preset ? `range=${preset}d` : `from=${range.from}&to=${range.to}`;
}

const storageKey = 'dashboard.range';

/** The range this tab last looked at, as its query string ('' when none or storage is closed). */
export function keptQuery(): string {
  try {
    return sessionStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `query` as this tab's last range, so the dashboard reopens on it. */
export function keepQuery(query: string): void {
  try {
    sessionStorage.setItem(storageKey, query);
  } catch {
    // A closed storage (private mode) only loses the memory.
  }
}

/** The range the dashboard at `search` shows: the URL's, else the tab's last, else the default. */
export const dashboardRange = (search: string, today = new Date()): DateRange =>
  rangeOfQuery(search, today) ?? rangeOfQuery(keptQuery(), today) ?? lastDays(30, today);
