import { describe, expect, it } from 'vitest';
import { formatChange, formatValue } from './format-change';

describe('formatChange', () => {
  it('shows before → after', () => {
    expect(formatChange('status', ['pending', 'confirmed'])).toBe('status: pending → confirmed');
  });

  it('shows only the new value when there was none before', () => {
    expect(formatChange('email', [null, 'a@example.com'])).toBe('email: a@example.com');
  });

  it('marks a cleared value and shortens long ones', () => {
    expect(formatChange('phone', ['+4930123456', null])).toBe('phone: +4930123456 → —');
    const long = formatValue('x'.repeat(100));
    expect(long).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
  });

  it('writes objects as JSON', () => {
    expect(formatValue({ sku: 'A', quantity: 2 })).toBe('{"sku":"A","quantity":2}');
  });
});
