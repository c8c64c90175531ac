import { describe, expect, it } from 'vitest';
import { changeValues, recordOfSide } from './change-lines';

const raw = (value: unknown) => (value === null ? '—' : String(value));

describe('changeValues', () => {
  it('writes before → after', () => {
    expect(changeValues(['pending', 'confirmed'], raw)).toBe('pending → confirmed');
  });

  it('writes only the new value when there was none before', () => {
    expect(changeValues([null, 'a@example.com'], raw)).toBe('a@example.com');
  });

  it('marks a cleared value', () => {
    expect(changeValues(['+4930123456', null], raw)).toBe('+4930123456 → —');
  });

  it('tells each value its side', () => {
    const sides: unknown[] = [];
    changeValues([100, 200], (value, side) => {
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
