import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

describe('cached Intl formatters', () => {
  it('gives the same formatter for the same locale and options, and a new one otherwise', () => {
    const euros = numberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'USD' })).not.toBe(euros);
    expect(euros.format(12.5)).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(12.5),
    );
  });

  it('keeps number and date formatters apart', () => {
    const day = dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(day.format(new Date('2026-11-21T10:00:00Z'))).toBe('21 Nov 2026');
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(day);
    expect(numberFormat('en-GB')).not.toBe(dateTimeFormat('en-GB'));
  });
});
