import { describe, expect, it } from 'vitest';
import { wordsThatNarrow } from './postgres';

describe('wordsThatNarrow', () => {
  it('leaves out the words before the last that every row holds', () => {
    // Every order's number begins "ORD", every package's tracking number "PKG".
    expect(wordsThatNarrow('orders', ['ord', '7'])).toEqual(['7']);
    expect(wordsThatNarrow('packages', ['pkg', '3m'])).toEqual(['3m']);
    expect(wordsThatNarrow('packages', ['ord', 'pkg', 'berlin'])).toEqual(['berlin']);
  });

  it('keeps the last word, a prefix, and every word of a table that holds none everywhere', () => {
    expect(wordsThatNarrow('orders', ['7', 'ord'])).toEqual(['7', 'ord']);
    expect(wordsThatNarrow('users', ['ord', '7'])).toEqual(['ord', '7']);
    expect(wordsThatNarrow('orders', ['anna', 'wagner'])).toEqual(['anna', 'wagner']);
  });

  it('leaves none when every word is one every row holds: no search', () => {
    expect(wordsThatNarrow('orders', ['ord'])).toEqual([]);
    expect(wordsThatNarrow('packages', ['pkg', 'or'])).toEqual([]);
  });
});
