import { describe, expect, it } from 'vitest';
import { recordOfSide, shortened } from './format-change';

describe('shortened', () => {
  it('cuts a long value to fit a cell', () => {
    const long = shortened('x'.repeat(100));
    expect(long).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
    expect(shortened('Leipzig')).toBe('Leipzig');
  });
});

describe('recordOfSide', () => {
  it('reads the record before or after the changes, as far as they tell', () => {
    const changes = { currency: ['USD', 'EUR'], amount: [100, 200] };
    expect(recordOfSide(changes, 0)).toEqual({ currency: 'USD', amount: 100 });
    expect(recordOfSide(changes, 1)).toEqual({ currency: 'EUR', amount: 200 });
  });
});
