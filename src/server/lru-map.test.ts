import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map';

describe('LruMap', () => {
  it('makes a value once and gives the same one back for its key', () => {
    const kept = new LruMap<string, { text: string }>(200);
    let made = 0;
    const make = () => {
      made++;
      return { text: 'select 1' };
    };
    const first = kept.getOr('a', make);
    expect(kept.getOr('a', make)).toBe(first);
    expect(made).toBe(1);
    expect(kept.getOr('b', () => ({ text: 'select 2' })).text).toBe('select 2');
  });

  it('keeps the most recently used values up to its limit, and says which it dropped', () => {
    const dropped: string[] = [];
    const kept = new LruMap<string, string>(2, (value, key) => dropped.push(`${key}=${value}`));
    kept.getOr('a', () => 'a');
    kept.getOr('b', () => 'b');
    kept.getOr('a', () => 'a again');
    kept.getOr('c', () => 'c');
    expect(kept.size).toBe(2);
    expect(dropped).toEqual(['b=b']);
    // `b` was the least recently used: dropped, so it is made again; `a` is kept.
    expect(kept.getOr('a', () => 'a anew')).toBe('a');
    expect(kept.getOr('b', () => 'b anew')).toBe('b anew');
  });
});
