import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatPercent } from './format';

describe('dashboard formats', () => {
  it('shows cents as euros, compact when asked', () => {
    expect(formatMoney(123_456, 'en')).toBe('€1,234.56');
    expect(formatMoney(123_456_789, 'en', true)).toBe('€1.2M');
    expect(formatMoney(null, 'en')).toBe('–');
    expect(formatMoney(999, 'de')).toBe('9,99\u00a0€');
  });

  it('shortens like the language: whole euros where German leaves thousands unshortened', () => {
    const compact = (euros: number, language: string) =>
      formatMoney(euros * 100, language, true).replace(/\u00a0/g, ' ');
    expect(compact(228.53, 'en')).toBe('€228.5');
    expect(compact(2_285.3, 'en')).toBe('€2.3K');
    expect(compact(228_534, 'en')).toBe('€228.5K');
    expect(compact(228.53, 'de')).toBe('228,5 €');
    expect(compact(2_285.3, 'de')).toBe('2.285 €');
    expect(compact(228_534, 'de')).toBe('228.534 €');
    expect(compact(-2_285.3, 'de')).toBe('-2.285 €');
    expect(compact(2_285_340, 'de')).toBe('2,3 Mio. €');
  });

  it('shows ratios as signed or plain percentages', () => {
    expect(formatPercent(0.9123, 'en')).toBe('91.2%');
    expect(formatPercent(-0.05, 'en', true)).toBe('-5%');
    expect(formatPercent(0.25, 'en', true)).toBe('+25%');
    expect(formatPercent(null, 'en')).toBe('–');
  });

  it('leaves out a zero decimal, for a figure standing alone (a ring: 100%, not 100.0%)', () => {
    expect([1, 0.92, 0.925].map((ratio) => formatPercent(ratio, 'en'))).toEqual([
      '100%',
      '92%',
      '92.5%',
    ]);
  });

  it('labels a day in UTC whatever the local zone', () => {
    expect(formatDay('2026-03-01', 'en')).toBe('Mar 1');
  });
});
