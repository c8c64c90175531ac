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

  it('leaves out a zero decimal when compact, for a figure standing alone', () => {
    expect([1, 0.92, 0.925].map((ratio) => formatPercent(ratio, 'en', 'compact'))).toEqual([
      '100%',
      '92%',
      '92.5%',
    ]);
  });

  it('writes the reader’s own decimal mark and spacing', () => {
    expect(formatPercent(0.92, 'de').replace(/\s/g, ' ')).toBe('92,0 %');
  });
});
