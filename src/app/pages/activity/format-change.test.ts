import { describe, expect, it } from 'vitest';
import { shortened } from './format-change';

describe('shortened', () => {
  it('cuts a long value to fit a cell', () => {
    const long = shortened('x'.repeat(100));
    expect(long).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
    expect(shortened('Leipzig')).toBe('Leipzig');
  });
});
