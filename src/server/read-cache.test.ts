import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('computes once for concurrent requests, and again after a write or the time limit', async () => {
    let clock = 0;
    let computed = 0;
    const cache = new ReadCache(1000, 10, () => clock);
    const compute = async () => ++computed;
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([1, 1]);
    expect(await cache.get('a', compute)).toBe(1);
    cache.invalidate();
    expect(await cache.get('a', compute)).toBe(2);
    clock += 1000;
    expect(await cache.get('a', compute)).toBe(3);
  });

  it('does not keep a value computed across a write', async () => {
    const cache = new ReadCache();
    let release: (value: string) => void = () => undefined;
    const pending = cache.get('a', () => new Promise<string>((done) => (release = done)));
    cache.invalidate();
    release('before the write');
    expect(await pending).toBe('before the write');
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ReadCache(1000, 2, () => 0);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBe('c');
  });

  it('forgets a failed computation', async () => {
    const cache = new ReadCache();
    await expect(cache.get('a', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('a', async () => 'yes')).toBe('yes');
  });
});
