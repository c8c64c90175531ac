import { describe, expect, it } from 'vitest';
import { formatChange, recordOfSide, shortened } from './format-change';

const raw = (value: unknown) => (value === null ? '—' : String(value));

describe('formatChange', () => {
  it('shows before → after', () => {
    expect(formatChange('Status', ['pending', 'confirmed'], raw)).toBe(
      'Status: pending → confirmed',
    );
  });

  it('shows only the new value when there was none before', () => {
    expect(formatChange('Email', [null, 'a@example.com'], raw)).toBe('Email: a@example.com');
  });

  it('marks a cleared value and shortens long ones', () => {
    expect(formatChange('Phone', ['+4930123456', null], raw)).toBe('Phone: +4930123456 → —');
    const long = shortened('x'.repeat(100));
    expect(long).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
  });

  it('tells each value its side', () => {
    const sides: unknown[] = [];
    formatChange('Amount', [100, 200], (value, side) => {
      sides.push([value, side]);
      return String(value);
    });
    expect(sides).toEqual([
      [100, 0],
      [200, 1],
    ]);
  });
});

describe('recordOfSide', () => {
  it('reads the record before or after the changes, as far as they tell', () => {
    const changes = { currency: ['USD', 'EUR'], amount: [100, 200] };
    expect(recordOfSide(changes, 0)).toEqual({ currency: 'USD', amount: 100 });
    expect(recordOfSide(changes, 1)).toEqual({ currency: 'EUR', amount: 200 });
  });
});
