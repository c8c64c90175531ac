import { describe, expect, it } from 'vitest';
import { conflictRows, defaultChoices, resolution, sameValue } from './conflict-diff';

const started = { note: 'Old', city: 'Leipzig', street: 'Main 1', items: [{ sku: 'A', qty: 1 }] };

describe('sameValue', () => {
  it('ignores key order and treats empty values alike', () => {
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameValue([{ sku: 'A', productId: null }], [{ sku: 'A' }])).toBe(true);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('a', 'b')).toBe(false);
    expect(sameValue([{ qty: 1 }], [{ qty: 2 }])).toBe(false);
  });
});

describe('conflictRows', () => {
  const names = ['note', 'city', 'street', 'items'];

  it('lists only the fields the other version changed, theirs beside mine', () => {
    const theirs = { ...started, note: 'Ring twice', city: 'Berlin' };
    const mine = { ...started, city: 'Dresden', street: 'Side 2' };
    expect(conflictRows(names, started, theirs, mine)).toEqual([
      { name: 'note', theirs: 'Ring twice', mine: 'Old', bothChanged: false },
      { name: 'city', theirs: 'Berlin', mine: 'Dresden', bothChanged: true },
    ]);
  });

  it('does not ask about a field both changed to the same value', () => {
    const theirs = { ...started, city: 'Berlin' };
    const rows = conflictRows(names, started, theirs, { city: 'Berlin' });
    expect(rows).toEqual([{ name: 'city', theirs: 'Berlin', mine: 'Berlin', bothChanged: false }]);
  });

  it('compares line items by their data', () => {
    const theirs = { ...started, items: [{ qty: 1, sku: 'A' }] };
    expect(conflictRows(names, started, theirs, started)).toEqual([]);
    const more = { ...started, items: [{ sku: 'A', qty: 3 }] };
    expect(conflictRows(names, started, more, started)[0]?.name).toBe('items');
  });

  it('takes the started value as mine for a field the form does not hold', () => {
    const theirs = { ...started, note: 'New' };
    expect(conflictRows(['note'], started, theirs, {})[0]?.mine).toBe('Old');
  });
});

describe('choices and resolution', () => {
  const rows = conflictRows(
    ['note', 'city'],
    started,
    { ...started, note: 'Ring twice', city: 'Berlin' },
    { ...started, city: 'Dresden' },
  );

  it('defaults a field only they changed to theirs and leaves one both changed open', () => {
    expect(defaultChoices(rows)).toEqual({ note: 'theirs' });
    expect(resolution(rows, defaultChoices(rows)).complete).toBe(false);
  });

  it('puts their values where theirs was taken, and leaves mine as the form has them', () => {
    expect(resolution(rows, { note: 'theirs', city: 'mine' })).toEqual({
      complete: true,
      values: { note: 'Ring twice' },
    });
    expect(resolution(rows, { note: 'mine', city: 'theirs' }).values).toEqual({ city: 'Berlin' });
  });
});
