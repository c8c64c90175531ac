import { describe, expect, it } from 'vitest';
import { lineSummary } from './line-summary';

describe('lineSummary', () => {
  it('says each line with its quantity and unit price', () => {
    const lines = [
      { sku: 'MUG-1', name: 'Mug', quantity: 2, unitPrice: 1290 },
      { sku: 'TEA-1', name: 'Tea', quantity: 1 },
    ];
    expect(lineSummary(lines, 'EUR', 'en')).toBe('2 × Mug (€12.90), 1 × Tea');
    expect(lineSummary(lines.slice(0, 1), 'EUR', 'de')).toBe('2 × Mug (12,90\u00a0€)');
  });

  it('leaves anything but a list of lines to the usual formatting', () => {
    expect(lineSummary([], 'EUR', 'en')).toBeUndefined();
    expect(lineSummary(['a'], 'EUR', 'en')).toBeUndefined();
    expect(lineSummary('Mug', 'EUR', 'en')).toBeUndefined();
  });
});
