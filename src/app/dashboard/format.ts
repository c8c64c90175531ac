import { reportingCurrency } from '../../resources/common';
import { dateTimeFormat, numberFormat } from '../i18n/intl';

/** Money in cents of the shop's reporting currency (stats convert every order into it). */
export function formatMoney(
  cents: number | null | undefined,
  language: string,
  compact = false,
): string {
  if (cents === null || cents === undefined) return '–';
  const value = cents / 100;
  const money = { style: 'currency', currency: reportingCurrency } as const;
  if (!compact) return numberFormat(language, { ...money, maximumFractionDigits: 2 }).format(value);
  const short = numberFormat(language, { ...money, notation: 'compact', maximumFractionDigits: 1 });
  // A language whose short form leaves thousands whole (German's gives 2285,3 € where English's
  // gives €2.3K) shows them in whole units instead (2.285 €): a tenth of a euro is noise there.
  if (Math.abs(value) >= 1000 && !short.formatToParts(value).some(({ type }) => type === 'compact'))
    return numberFormat(language, { ...money, maximumFractionDigits: 0 }).format(value);
  return short.format(value);
}

export function formatNumber(value: number | null | undefined, language: string): string {
  return value === null || value === undefined ? '–' : numberFormat(language).format(value);
}

/** Percentages are shown to a tenth (`91.2 %`). */
const percentDigits = 1;
const percentScale = 10 ** (percentDigits + 2);

/** A ratio rounded as `formatPercent` shows it: -0.0003 is 0 (shown "0 %"). */
export const roundRatio = (ratio: number) => Math.round(ratio * percentScale) / percentScale;

/** A ratio (`0.912`) as a percentage (`91.2 %`). */
export function formatPercent(
  ratio: number | null | undefined,
  language: string,
  signed = false,
): string {
  if (ratio === null || ratio === undefined) return '–';
  return numberFormat(language, {
    style: 'percent',
    maximumFractionDigits: percentDigits,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(ratio);
}

/** A short day label for chart axes. */
export function formatDay(date: string, language: string): string {
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
