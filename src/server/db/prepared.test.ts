import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText } from '../../../tests/fixtures/hostile-text';
import { ValueTexts, withValues } from './prepared';

describe('withValues', () => {
  it('writes each value into the text as the quoted text pg would send for it', () => {
    const sql =
      'select * from "orders" where "status" >= $1 and "amount" >= $2 and "paid" = $3 limit $4 offset $5';
    expect(withValues(sql, ['delivered', 5000, true, 10, 0])).toBe(
      `select * from "orders" where "status" >= 'delivered' and "amount" >= '5000' and "paid" = 'true' limit '10' offset '0'`,
    );
  });

  it("writes an array of scalars as pg's array text, each element in double quotes", () => {
    expect(
      withValues('select $1::text[], $2::int[], $3::text[]', [['felix', 'wag ner'], [1, 2], []]),
    ).toBe(`select '{"felix","wag ner"}'::text[], '{"1","2"}'::int[], '{}'::text[]`);
  });

  it('reads $10 as the tenth value, not the first followed by a zero', () => {
    const values = Array.from({ length: 10 }, (_, index) => `v${index + 1}`);
    expect(withValues('select $1, $10, $2', values)).toBe(`select 'v1', 'v10', 'v2'`);
  });

  it('writes nothing it cannot write safely, so the statement keeps its parameters', () => {
    for (const value of [
      "O'Brien",
      'back\\slash',
      'nul\0',
      null,
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Date(0),
      { a: 1 },
      'x'.repeat(101),
      // An element pg would escape, or one that is not a scalar.
      ['a', 'say "hi"'],
      ['back\\slash'],
      ["O'Brien"],
      ['nul\0'],
      [null],
      [['nested']],
      [{ a: 1 }],
      [Number.NaN],
      Array.from({ length: 30 }, () => 'word'),
    ])
      expect(withValues('select $1, $2', ['fine', value])).toBeUndefined();
    // A placeholder without its value is not guessed at.
    expect(withValues('select $1, $2', ['only one'])).toBeUndefined();
  });

  it('never lets a value end its literal: every quote in the text is one it put there', () => {
    fc.assert(
      fc.property(fc.array(hostileText, { maxLength: 4 }), (values) => {
        const sql = values.map((_, index) => `$${index + 1}`).join(' ');
        const text = withValues(sql, values);
        if (text === undefined) return;
        expect(text).toBe(values.map((value) => `'${value}'`).join(' '));
        expect(text.split("'").length - 1).toBe(2 * values.length);
        expect(text).not.toMatch(/[\\\0]/);
      }),
    );
  });

  it('never lets an array end its literal: one pair of quotes, elements as sent', () => {
    fc.assert(
      fc.property(fc.array(hostileText, { maxLength: 4 }), (elements) => {
        const text = withValues('$1', [elements]);
        if (text === undefined) return;
        expect(text).toBe(`'{${elements.map((element) => `"${element}"`).join(',')}}'`);
        expect(text.split("'").length - 1).toBe(2);
        expect(text).not.toMatch(/[\\\0]/);
        expect(elements.join('')).not.toMatch(/"/);
      }),
    );
  });
});

describe('ValueTexts', () => {
  it('names a text once it has run twice, and keeps that name', () => {
    const texts = new ValueTexts();
    expect(texts.nameOf('a')).toBeUndefined();
    const name = texts.nameOf('a');
    expect(name).toMatch(/^by_value_\d+$/);
    expect(texts.nameOf('a')).toBe(name);
    expect(texts.isLive(name as string)).toBe(true);
  });

  it('drops the least recently run name past its limit and never gives a name twice', () => {
    const texts = new ValueTexts(1, 2);
    const a = texts.nameOf('a') as string;
    const b = texts.nameOf('b') as string;
    texts.nameOf('a');
    const c = texts.nameOf('c') as string;
    expect(new Set([a, b, c]).size).toBe(3);
    expect([a, b, c].map(texts.isLive)).toEqual([true, false, true]);
    // Back after being dropped: a new name, since connections may still hold the old one.
    const again = texts.nameOf('b') as string;
    expect(again).not.toBe(b);
    expect([a, again, c].map(texts.isLive)).toEqual([false, true, true]);
  });

  it('forgets texts seen once when too many others came after them', () => {
    const texts = new ValueTexts(2, 50, 2);
    texts.nameOf('a');
    texts.nameOf('b');
    texts.nameOf('c');
    // 'a' was forgotten, so its second run counts as a first.
    expect(texts.nameOf('a')).toBeUndefined();
    expect(texts.nameOf('c')).toMatch(/^by_value_/);
  });
});
