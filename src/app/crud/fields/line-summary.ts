import { formatMoney } from './money';

interface Line {
  name: string;
  quantity: number;
  unitPrice?: number;
}

const isLine = (value: unknown): value is Line =>
  typeof (value as Line | null)?.name === 'string' && typeof (value as Line).quantity === 'number';

/**
 * An order's lines in one readable sentence, "2 × Mug (€12.90), 1 × Tea", where a count of items
 * would not say what changed; undefined when `value` is not a list of lines.
 */
export function lineSummary(value: unknown, currency: string, locale: string): string | undefined {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isLine)) return undefined;
  return value
    .map((line) =>
      typeof line.unitPrice === 'number'
        ? `${line.quantity} × ${line.name} (${formatMoney(line.unitPrice, currency, locale)})`
        : `${line.quantity} × ${line.name}`,
    )
    .join(', ');
}
