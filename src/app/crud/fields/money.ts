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
