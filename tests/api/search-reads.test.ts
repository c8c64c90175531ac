import type { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialect as dialect, searchRowsPages } from '../fixtures/search-pages';
import { counts, readsInCreationOrder } from '../fixtures/statement-log';

/**
 * How many statements a search reads its total with, and from where. SQLite: a search that
 * nothing else narrows reads its matches from the search index itself; through
 * `"orders"."id" in (select … from the index)` SQLite gathers every match into a set before its
 * first row (each read and count of "ORD-7" at a million orders: 290 ms that way, 65 ms from the
 * index). Every page is checked against every match sorted (`searchRowsPages`), on both engines.
 */
const pageOf = searchRowsPages();

const counting = (statements: CompiledQuery[]) =>
  statements.filter((statement) => counts(statement.sql));
/** Statements that read the matches through the orders' ids: `"id" in (select …)`. */
const throughIds = (statements: CompiledQuery[]) =>
  statements.filter((statement) => /"id" in \(select/i.test(statement.sql));

/** Statements that read the search index's keys in creation order. */
const inCreationOrder = (statements: CompiledQuery[]) =>
  statements.filter((statement) => readsInCreationOrder(statement.sql));

describe('a search with no filter', () => {
  it('of up to a thousand matches takes its total from the ids it read: no count', async () => {
    const page = await pageOf({ q: 'felix wag', _end: '10' });
    expect(page.total).toBeGreaterThan(100);
    expect(page.total).toBeLessThanOrEqual(1000);
    if (dialect === 'sqlite') {
      expect(counting(page.statements)).toEqual([]);
      // The ids, read from the index in creation order once, hold the page.
      expect(throughIds(page.statements)).toEqual([]);
      expect(inCreationOrder(page.statements)).toHaveLength(1);
    }
  });

  it.each([
    ['newest first', { _sort: 'createdAt', _order: 'desc' }],
    ['by amount', { _sort: 'amount', _order: 'asc' }],
  ])('of over a thousand matches counts them once, from the index (%s)', async (_, sort) => {
    const page = await pageOf({ q: 'b', _end: '10', ...sort });
    expect(page.total).toBeGreaterThan(1000);
    expect(page.ids).toHaveLength(10);
    if (dialect === 'sqlite') {
      const [count, ...more] = counting(page.statements);
      expect(more).toEqual([]);
      expect(count?.sql).toMatch(/from "orders_fts_by_time"\(\?\) as "hit"/);
      expect(count?.sql).not.toMatch(/from "orders"/);
    }
  });

  it('of a few matches reads their ids and their rows, no more', async () => {
    const page = await pageOf({ q: 'ORD-000004', _end: '10' });
    expect(page.total).toBe(1);
    if (dialect === 'sqlite') {
      expect(counting(page.statements)).toEqual([]);
      expect(throughIds(page.statements)).toEqual([]);
    }
  });
});

describe('a search narrowed by a filter', () => {
  it.each([
    ['a few', 'anna'],
    ['many', 'b'],
  ])('counts %s matches among the rows the filter keeps', async (_, q) => {
    const page = await pageOf({ q, status: 'pending', _end: '10' });
    expect(page.total).toBeGreaterThan(0);
    if (dialect === 'sqlite')
      for (const count of counting(page.statements)) expect(count.sql).toMatch(/"status" = \?/);
  });
});

describe('a search whose caller shows no total (the global search)', () => {
  const newestFirst = { _sort: 'createdAt,id', _order: 'desc,desc', _end: '5' };

  it.each(['b', '01', 'anna'])(
    'counts its matches only up to the cap, and reads the same page (%s)',
    async (q) => {
      const page = await pageOf({ q, ...newestFirst }, 'capped');
      expect(page.ids).toHaveLength(5);
      // No statement counts every match: a count stops at the cap, on SQLite the ids read do.
      for (const count of counting(page.statements)) expect(count.sql).toMatch(/ limit /i);
      if (dialect === 'sqlite') expect(counting(page.statements)).toEqual([]);
    },
  );

  it('counts up to the cap a search every row matches ("ord": the newest orders)', async () => {
    const page = await pageOf({ q: 'ord', ...newestFirst }, 'capped');
    expect(page.ids).toHaveLength(5);
    const [count, ...more] = counting(page.statements);
    expect(more).toEqual([]);
    expect(count?.sql).toMatch(/ limit /i);
  });
});
