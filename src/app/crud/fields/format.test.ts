import { describe, expect, it } from 'vitest';
import { formatPercent } from './format';

describe('formatPercent', () => {
  it('keeps one decimal, so a column of rates lines up on its decimal point', () => {
    expect([0.92, 0.925, 1, 0, 0.9234].map((ratio) => formatPercent(ratio, 'en'))).toEqual([
      '92.0%',
      '92.5%',
      '100.0%',
      '0.0%',
      '92.3%',
    ]);
  });

  it('writes the reader’s own decimal mark and spacing', () => {
    expect(formatPercent(0.92, 'de').replace(/\s/g, ' ')).toBe('92,0 %');
  });
});
