import type { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/server/read-cache';
import { searchRowsPages } from '../fixtures/search-pages';
import { counts } from '../fixtures/statement-log';

/**
 * A list narrowed by filters that no one index finds: a contains filter (`_like`), or two
 * columns. Of few matches (up to a thousand), their ids are read in one pass and kept until the
 * next write; each page is read among them. Before, each page counted them and walked the sort's
 * index past the rows that do not match: two scans of the table a page. Every page is checked
 * against every match sorted (`searchRowsPages`), on both engines.
 */
const pageOf = searchRowsPages();
const counting = (statements: CompiledQuery[]) =>
  statements.filter((statement) => counts(statement.sql));

describe('a list narrowed by filters no one index finds', () => {
  const few = { customerName_like: 'jürgen wagnerova', _end: '10' };

  it.each([
    ['newest first', { _sort: 'createdAt', _order: 'desc' }],
    ['by amount', { _sort: 'amount', _order: 'asc' }],
    ['within a status', { status: 'shipped', _sort: 'createdAt', _order: 'desc' }],
  ])(
    'of few matches reads their ids and then the page among them, no count (%s)',
    async (_, more) => {
      const page = await pageOf({ ...few, ...more });
      expect(page.total).toBeGreaterThan(0);
      expect(page.total).toBeLessThanOrEqual(1000);
      expect(counting(page.statements)).toEqual([]);
      expect(page.statements).toHaveLength(2);
    },
  );

  it.each([
    ['a contains filter', few],
    ['two columns', { status: 'delivered', postalCode: '10007', _end: '10' }],
  ])('keeps their ids for the next pages, which read only their own rows (%s)', async (_, few) => {
    const cache = new ReadCache();
    const first = await pageOf(few, 'exact', cache);
    expect(first.total).toBeGreaterThan(20);
    for (const start of [10, 20]) {
      const next = await pageOf(
        { ...few, _start: String(start), _end: String(start + 10) },
        'exact',
        cache,
      );
      expect(next.total).toBe(first.total);
      expect(next.statements).toHaveLength(1);
      expect(next.statements[0]?.sql).toMatch(/"id" in \(/);
    }
  });

  it('of none answers an empty page, and of many counts them as before', async () => {
    expect((await pageOf({ customerName_like: 'zzq', _end: '10' })).total).toBe(0);
    // The ids read past a thousand: one count, no count up to the cap again.
    const many = await pageOf(
      { customerName_like: 'wagner', _end: '10' },
      'exact',
      new ReadCache(),
    );
    expect(many.total).toBeGreaterThan(1000);
    expect(counting(many.statements)).toHaveLength(1);
  });
});
