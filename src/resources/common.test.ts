import { describe, expect, it } from 'vitest';
import { convertCents, toReportingCents } from './common';

describe('convertCents', () => {
  it('keeps an amount in its own currency', () => {
    expect(convertCents(1299, 'USD', 'USD')).toBe(1299);
  });

  it('converts through the reference rates (1 USD = 0.86 EUR, 1 GBP = 1.14 EUR)', () => {
    expect(convertCents(1290, 'EUR', 'USD')).toBe(1500);
    expect(convertCents(1500, 'USD', 'EUR')).toBe(1290);
    expect(convertCents(1000, 'GBP', 'EUR')).toBe(1140);
    expect(convertCents(1140, 'EUR', 'GBP')).toBe(1000);
    expect(convertCents(1000, 'GBP', 'USD')).toBe(1326);
  });

  it('rounds half a cent up and less down', () => {
    // 43 cents of EUR are 50 cents of USD exactly; 1 cent of EUR is 1.1627… cents of USD.
    expect(convertCents(43, 'EUR', 'USD')).toBe(50);
    expect(convertCents(1, 'EUR', 'USD')).toBe(1);
    // 5 USD cents are 4.3 EUR cents; 25 are 21.5, up to 22.
    expect(convertCents(5, 'USD', 'EUR')).toBe(4);
    expect(convertCents(25, 'USD', 'EUR')).toBe(22);
  });

  it('agrees with the reporting conversion into EUR', () => {
    for (const cents of [0, 1, 25, 999, 123_457, 1_000_000]) {
      expect(convertCents(cents, 'USD', 'EUR')).toBe(toReportingCents(cents, 'USD'));
      expect(convertCents(cents, 'GBP', 'EUR')).toBe(toReportingCents(cents, 'GBP'));
    }
  });
});
