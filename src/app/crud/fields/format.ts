import { dateTimeFormat, numberFormat } from '../../i18n/intl';

/** A timestamp in the reader's time zone, e.g. "Nov 21, 2026, 9:49 PM" (English), "21.11.2026, 21:49" (German). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A calendar day (`YYYY-MM-DD`, no time zone), e.g. "Nov 21, 2026" (English), "21.11.2026" (German). */
export function formatDate(day: string, locale: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 6 }).format(value);
}

/**
 * A ratio 0…1 as a percentage with one decimal always, so that a column's figures line up on
 * their decimal point ("92.0%" under "92.5%", not "92%"). A figure standing alone drops a zero
 * decimal instead: the dashboard's `formatPercent`.
 */
export function formatPercent(ratio: number, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ratio);
}

/** One `Intl.DisplayNames` per locale: the country picker names all 249 countries at once. */
const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name from its ISO 3166-1 code ("DE" → "Germany"), or the code itself. */
export function countryName(code: string, locale: string): string {
  try {
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      regionNames.set(locale, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A city and its country's name, as a place reads in one line ("Köln, Germany"). */
export const cityAndCountry = (city: string, country: string, locale: string): string =>
  `${city}, ${countryName(country, locale)}`;
