import { reportingCurrency } from '../../../resources/common';
import { numberFormat } from '../../i18n/intl';
/** Integer cents → major units, as typed by a person (1250 → 12.5). */
export function centsToMajor(cents: number): number {
  return cents / 100;
}

/** Major units → integer cents, without float noise (0.29 → 29, not 28.999…). */
export function majorToCents(major: number): number {
  return Math.round(major * 100);
}

/** Integer cents in an ISO 4217 currency, formatted for `locale` (1250, EUR → €12.50). */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(centsToMajor(cents));
}

/** Integer cents as a figure in major units where the currency is not known (1250 → 12.50). */
export function formatMajorUnits(cents: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    centsToMajor(cents),
  );
}

/** The currency a money field of `record` is in; rows without one (stats) are in the reporting currency. */
export function currencyOf(record: Record<string, unknown> | undefined): string {
  const currency = record?.currency;
  return typeof currency === 'string' && currency.length === 3 ? currency : reportingCurrency;
}

/** Why a typed amount was not read: nothing typed, no amount, or below zero where not allowed. */
export type MoneyParseError = 'empty' | 'invalid' | 'negative';

/** The message of a money field whose text is no amount; the forms translate it (`amount`). */
export const amountMessage = 'Type an amount such as 12.90';

/** The group separator of `locale`'s numbers: `,` in English, `.` in German. */
const groupSeparatorOf = (locale: string) =>
  numberFormat(locale)
    .formatToParts(1_000_000)
    .find((part) => part.type === 'group')?.value;

/** Whether `whole` is digits in groups of three after `separator`, the first of one to three. */
const groupedBy = (whole: string, separator: string) =>
  whole.split(separator).every((group, at) => (at === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(group));

/**
 * The whole and the fraction's digits of `body` (digits, dots and commas), or undefined when it is
 * no amount. The last separator is the decimal one when it appears once and one or two digits
 * (or none) follow it, whichever the locale's: "12,90" and "12.90" are 12.90 in any language.
 * Three digits after one separator are groups in the locale that groups with it ("1.234" is
 * 1234 in German) and too many decimals in the other; a separator that repeats only groups.
 */
function amountParts(body: string, locale: string) {
  const separators: string[] = body.match(/[.,]/g) ?? [];
  const last = separators.at(-1);
  if (last === undefined) return { whole: body, fraction: '' };
  const tail = body.slice(body.lastIndexOf(last) + 1);
  const once = separators.indexOf(last) === separators.length - 1;
  const mixed = separators.some((separator) => separator !== last);
  const groupsOnly = !once || (tail.length === 3 && last === groupSeparatorOf(locale));
  if (groupsOnly)
    return !mixed && groupedBy(body, last)
      ? { whole: body.split(last).join(''), fraction: '' }
      : undefined;
  if (tail.length > 2) return undefined;
  const whole = body.slice(0, body.length - tail.length - 1);
  const other = last === '.' ? ',' : '.';
  if (whole.includes(other) && !groupedBy(whole, other)) return undefined;
  return { whole: whole.split(other).join(''), fraction: tail };
}

/**
 * Money as a person types it in `locale`, to integer cents: `12.90`, `12,90` and `€12.90` are
 * 1290, `1,234.50` in English and `1.234,50` in German are 123450. Anything else is an error,
 * never a guess: `12,3,4`, `1.2.3,4,5`, `abc`, a negative amount unless `allowNegative`.
 */
export function parseMoney(
  text: string,
  locale: string,
  { allowNegative = false }: { allowNegative?: boolean } = {},
): { cents: number } | { error: MoneyParseError } {
  // The currency as the field shows it (€, $, £ or its code) may stay in what is typed.
  const bare = text.replace(/[€$£]|\b(EUR|USD|GBP)\b/gi, '').trim();
  if (bare === '') return { error: 'empty' };
  const negative = /^[-\u2212]/.test(bare);
  const body = negative ? bare.slice(1).trim() : bare;
  const parts = /^[\d.,]*\d[\d.,]*$/.test(body) ? amountParts(body, locale) : undefined;
  // Fifteen digits of cents are exact in a JavaScript number; more is no price.
  if (!parts || parts.whole.length > 13) return { error: 'invalid' };
  const cents = Number(parts.whole || '0') * 100 + Number(parts.fraction.padEnd(2, '0'));
  if (negative && cents > 0 && !allowNegative) return { error: 'negative' };
  return { cents: negative && cents > 0 ? -cents : cents };
}
