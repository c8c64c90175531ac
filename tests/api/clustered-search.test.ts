import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  testDialect as dialect,
  matchesReadFirst,
  searchRowsPages,
  walkedSoFar,
} from '../fixtures/search-pages';
import { counts } from '../fixtures/statement-log';

/**
 * A search whose many matches lie together in the list's order: "01" begins the numbers of the
 * orders ORD-010000 and on, made here before every other order. Walked from the newest, as the
 * planner does for matches it takes as spread evenly, the page was found only past every other
 * row (at a million packages, "12": 1.06 million rows, 840 ms).
 */
const pageOf = searchRowsPages(
  sql`update orders set "createdAt" = '1960-01-01T00:00:00.000Z' where number >= 'ORD-01'`,
);

describe('a search whose matches lie together', () => {
  it('has more matches than are counted on every request', async () => {
    const page = await pageOf({ q: '01', _end: '10' });
    expect(page.total).toBeGreaterThan(1000);
    expect(page.ids.length).toBe(10);
  });

  it.each([
    ['0', '10'],
    ['10', '20'],
  ])(
    'newest first, from %s to %s: the walk finds none, so the matches are read first',
    async (start, end) => {
      const page = await pageOf({ q: '01', _start: start, _end: end });
      expect(page.ids.length).toBe(Number(end) - Number(start));
      // PostgreSQL's GIN answers this search (no prefix of 16 words or fewer); SQLite's index
      // lists matches by creation time already.
      if (dialect === 'postgres') {
        expect(walkedSoFar(page.statements)).toBe(true);
        expect(matchesReadFirst(page.statements)).toBe(true);
      }
    },
  );

  it('newest first, for a caller that shows no total: looked for near, then read first, never counted whole', async () => {
    const page = await pageOf({ q: '01', _end: '5' }, 'capped');
    expect(page.ids.length).toBe(5);
    const counting = page.statements.filter((statement) => counts(statement.sql));
    for (const count of counting) expect(count.sql).toMatch(/ limit /i);
    if (dialect === 'postgres') {
      expect(walkedSoFar(page.statements)).toBe(true);
      expect(matchesReadFirst(page.statements)).toBe(true);
    }
  });

  it('oldest first: the walk finds them at once', async () => {
    const page = await pageOf({ q: '01', _sort: 'createdAt', _order: 'asc', _end: '10' });
    expect(page.ids.length).toBe(10);
    if (dialect === 'postgres') {
      expect(walkedSoFar(page.statements)).toBe(true);
      expect(matchesReadFirst(page.statements)).toBe(false);
    }
  });
});
