import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchWords } from '../lists/parse';
import { lexemesText, searchTextOf } from './postgres-lexemes';

const wordsOf = (text: string) => text.split(' ').filter((word) => word !== '');

describe('lexemesText', () => {
  it('keeps runs of letters and digits, lowercased, and nothing else', () => {
    expect(
      lexemesText(['ORD-000123', 'Anna Müller', null, 'Königsallee 5, 40212 Düsseldorf']),
    ).toBe('ord 000123 anna müller königsallee 5 40212 düsseldorf');
    expect(wordsOf(lexemesText(['"; drop table orders; --', undefined, 42]))).toEqual([
      'drop',
      'table',
      'orders',
    ]);
    expect(lexemesText([])).toBe('');
    expect(lexemesText(['--- ...'])).toBe(' ');
  });

  it('leaves out a word longer than PostgreSQL indexes (2,047 bytes), counting bytes', () => {
    const long = 'a'.repeat(2048);
    expect(wordsOf(lexemesText([`before ${long} after`]))).toEqual(['before', 'after']);
    // 1,400 bytes in 700 letters: kept.
    const accented = 'é'.repeat(700);
    expect(wordsOf(lexemesText([`x ${accented}`]))).toEqual(['x', accented]);
    // 2,048 bytes in 1,024 letters: left out.
    expect(wordsOf(lexemesText([`x ${'é'.repeat(1024)}`]))).toEqual(['x']);
  });

  it('stores every word a search for the same text looks for', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const stored = new Set(wordsOf(lexemesText([text])));
        for (const word of searchWords(text)) expect(stored).toContain(word);
      }),
    );
  });

  it("reads a row's searched columns only", () => {
    const row = { number: 'ORD-7', customerName: 'Ben Ode', status: 'Shipped', note: null };
    expect(wordsOf(searchTextOf('orders', row))).toEqual(['ord', '7', 'ben', 'ode']);
  });
});
