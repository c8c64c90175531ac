import { describe, expect, it } from 'vitest';
import { orders, packages } from '../../../resources';
import { chunksOf, movesForEvery } from './bulk-moves';

const rows = (...states: string[]) => states.map((status, id) => ({ id, status }));

describe('movesForEvery', () => {
  it.each([
    ['pending orders', orders, ['pending', 'pending'], ['confirmed', 'cancelled']],
    ['pending and confirmed orders', orders, ['pending', 'confirmed'], ['cancelled']],
    ['a pending and a shipped order', orders, ['pending', 'shipped'], []],
    ['a final order', orders, ['refunded'], []],
    ['packages in transit', packages, ['in_transit', 'in_transit'], ['out_for_delivery', 'lost']],
    ['packages out and failed', packages, ['out_for_delivery', 'failed_attempt'], []],
    ['failed attempts', packages, ['failed_attempt'], ['out_for_delivery', 'returned']],
    ['nothing selected', orders, [], []],
  ])('offers %s the moves every row allows', (_name, resource, states, expected) => {
    expect(movesForEvery(resource, rows(...states))).toEqual(expected);
  });

  it('offers nothing for a row without a status', () => {
    expect(movesForEvery(orders, [{ id: 1, status: 'pending' }, { id: 2 }])).toEqual([]);
  });
});

describe('chunksOf', () => {
  it('cuts a selection into runs of the size, the last one shorter, in order', () => {
    const ids = Array.from({ length: 60 }, (_, index) => index);
    const chunks = chunksOf(ids, 25);
    expect(chunks.map((chunk) => chunk.length)).toEqual([25, 25, 10]);
    expect(chunks.flat()).toEqual(ids);
    expect(chunksOf([1, 2], 25)).toEqual([[1, 2]]);
    expect(chunksOf([], 25)).toEqual([]);
  });
});
