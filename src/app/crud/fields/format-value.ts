import type { FieldDefinition } from '../../../resources';
import { formatDate, formatDateTime, formatNumber, formatPercent } from './format';
import { currencyOf, formatMoney } from './money';

export interface FormatContext {
  locale: string;
  /** The record the value belongs to (money takes its `currency`). */
  record?: Record<string, unknown>;
  enumLabel: (value: string) => string;
  /** "3 items" for arrays. */
  countLabel: (count: number) => string;
}

/** A place (a package's last location) by its city, as its page names it; another object as JSON. */
function objectText(value: object): string {
  const { city } = value as { city?: unknown };
  return typeof city === 'string' ? city : JSON.stringify(value);
}

/** A field value as plain text, by field type; empty values are an em dash. */
export function formatValue(
  field: FieldDefinition | undefined,
  value: unknown,
  context: FormatContext,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return context.countLabel(value.length);
  if (typeof value === 'object') return objectText(value);
  const { locale } = context;
  switch (field?.type) {
    case 'money':
      return typeof value === 'number'
        ? formatMoney(value, currencyOf(context.record), locale)
        : String(value);
    case 'percent':
      return typeof value === 'number' ? formatPercent(value, locale) : String(value);
    case 'integer':
    case 'number':
      return typeof value === 'number' ? formatNumber(value, locale) : String(value);
    case 'date':
      return formatDate(String(value), locale);
    case 'datetime':
      return formatDateTime(String(value), locale);
    case 'enum':
      return context.enumLabel(String(value));
    default:
      return String(value);
  }
}
