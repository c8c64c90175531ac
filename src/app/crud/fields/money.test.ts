import { describe, expect, it } from 'vitest';
import { centsToMajor, currencyOf, formatMoney, majorToCents, parseMoney } from './money';

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

describe('parseMoney', () => {
  const cents = (text: string, locale: string) => parseMoney(text, locale);

  it.each([
    ['12.90', 1290],
    ['12,90', 1290],
    ['12,9', 1290],
    ['12', 1200],
    ['0,05', 5],
    ['1,234.50', 123450],
    ['1,234', 123400],
    ['1,234,567.89', 123456789],
    ['€12.90', 1290],
    [' 12.90 EUR ', 1290],
  ])('reads %s in English as %i cents', (text, expected) => {
    expect(cents(text, 'en')).toEqual({ cents: expected });
  });

  it.each([
    ['1.234,50', 123450],
    ['12,90', 1290],
    ['12.90', 1290],
    ['1.234', 123400],
    ['1.234.567', 123456700],
    ['12,90 €', 1290],
    ['12,90\u00a0€', 1290],
  ])('reads %s in German as %i cents', (text, expected) => {
    expect(cents(text, 'de')).toEqual({ cents: expected });
  });

  it('reads the format the field shows in either language', () => {
    for (const locale of ['en', 'de'])
      expect(cents(formatMoney(123456, 'EUR', locale), locale)).toEqual({ cents: 123456 });
  });

  it.each([
    ['12,3,4'],
    ['abc'],
    ['1.2.3,4,5'],
    ['12.345'],
    ['1,2345'],
    ['1,23,456'],
    ['12..3'],
    ['1 234'],
    ['12a'],
    ['0x10'],
    ['1e3'],
    ['-'],
    ['12.90.'],
    ['99999999999999'],
  ])('refuses %s in English as no amount', (text) => {
    expect(cents(text, 'en')).toEqual({ error: 'invalid' });
  });

  it.each([['12,3,4'], ['abc'], ['1.2.3,4,5'], ['1,234'], ['1.23.4'], ['12,345']])(
    'refuses %s in German as no amount',
    (text) => {
      expect(cents(text, 'de')).toEqual({ error: 'invalid' });
    },
  );

  it('says nothing was typed, and refuses a negative amount unless asked to read one', () => {
    expect(cents('  ', 'en')).toEqual({ error: 'empty' });
    expect(cents('-12.90', 'en')).toEqual({ error: 'negative' });
    expect(cents('\u221212,90', 'de')).toEqual({ error: 'negative' });
    expect(parseMoney('-12,90', 'de', { allowNegative: true })).toEqual({ cents: -1290 });
    expect(cents('-0', 'en')).toEqual({ cents: 0 });
  });
});
