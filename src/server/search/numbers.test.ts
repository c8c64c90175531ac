import { describe, expect, it } from 'vitest';
import { type NumberField, numberStartOf } from './numbers';

const order: NumberField = { column: 'number', prefix: 'ORD-', padded: true };
const parcel: NumberField = { column: 'trackingNumber', prefix: 'PKG-', padded: false };

describe('numberStartOf', () => {
  it('takes the typed text as the start of a number, in any case', () => {
    expect(numberStartOf('ORD-1', order)).toEqual({ named: 'ORD-000001', start: 'ORD-1' });
    expect(numberStartOf(' ord-1 ', order)).toEqual({ named: 'ORD-000001', start: 'ORD-1' });
    expect(numberStartOf('ORD-0012', order)).toEqual({ start: 'ORD-0012' });
    expect(numberStartOf('pkg-3m7', parcel)).toEqual({ start: 'PKG-3M7' });
  });

  it('puts the prefix before letters and digits typed without it', () => {
    expect(numberStartOf('0012', order)).toEqual({ start: 'ORD-0012' });
    expect(numberStartOf('1234', order)).toEqual({ named: 'ORD-001234', start: 'ORD-1234' });
    expect(numberStartOf('3m7q', parcel)).toEqual({ start: 'PKG-3M7Q' });
    expect(numberStartOf('1234', parcel)).toEqual({ start: 'PKG-1234' });
  });

  it('names no number for words, other prefixes, several words or a start all numbers share', () => {
    for (const q of [
      'berlin',
      'anna wagner',
      'ORD-1 berlin',
      'PKG-1',
      '%',
      '',
      'OR',
      'ord',
      'ORD-',
    ])
      expect(numberStartOf(q, order), q).toEqual({});
    for (const q of ['ORD-1', 'pkg', 'PKG-', 'berlin'])
      expect(numberStartOf(q, parcel), q).toEqual({});
  });
});
