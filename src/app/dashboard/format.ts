import { reportingCurrency } from '../../resources/common';
import { dateTimeFormat, numberFormat } from '../i18n/intl';

/** Money in cents of the shop's reporting currency (stats convert every order into it). */
export function formatMoney(
  cents: number | null | undefined,
  language: string,
  compact = false,
): string {
  if (cents === null || cents === undefined) return '–';
  return numberFormat(language, {
    style: 'currency',
    currency: reportingCurrency,
    notation: compact ? 'compact' : 'standard',
    maximumFractionDigits: compact ? 1 : 2,
  }).format(cents / 100);
}

export function formatNumber(value: number | null | undefined, language: string): string {
  return value === null || value === undefined ? '–' : numberFormat(language).format(value);
}

/** Percentages are shown to a tenth (91.2 %). */
const percentDigits = 1;
const percentScale = 10 ** (percentDigits + 2);

/** A ratio rounded as `formatPercent` shows it: -0.0003 is 0 (shown "0 %"). */
export const roundRatio = (ratio: number) => Math.round(ratio * percentScale) / percentScale;

/** A ratio (0.912) as a percentage (91.2 %). */
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
