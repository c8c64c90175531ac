import { describe, expect, it } from 'vitest';
import { centsToMajor, currencyOf, formatMoney, majorToCents } from './money';

describe('money', () => {
  it('turns integer cents into major units and back', () => {
    expect(centsToMajor(1250)).toBe(12.5);
    expect(centsToMajor(1)).toBe(0.01);
    expect(majorToCents(12.5)).toBe(1250);
    expect(majorToCents(12.99)).toBe(1299);
  });

  it('keeps float noise out of cents (0.29 × 100 is 28.999… in binary)', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(majorToCents(0.29)).toBe(29);
    expect(majorToCents(1.15)).toBe(115);
    expect(majorToCents(centsToMajor(1_000_000))).toBe(1_000_000);
  });

  it('formats cents in the record currency and the reader language', () => {
    expect(formatMoney(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatMoney(1250, 'GBP', 'en')).toBe('£12.50');
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
  });

  it('reads the currency of a record, euros when it has none', () => {
    expect(currencyOf({ currency: 'USD' })).toBe('USD');
    expect(currencyOf({ revenue: 5 })).toBe('EUR');
  });
});
