import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { engines } from '../../src/server/db/dialect';
import { walkBound } from '../../src/server/lists/page-read';
import {
  testDialect as dialect,
  matchesReadFirst,
  searchRowsPages,
  walkedSoFar,
} from '../fixtures/search-pages';

/** A statement that reads the orders' ids of a list's matches, up to a cap. */
const readsIds = /select "id" from "orders" where .* limit/i;

// Cancelled orders sort last by name: a walk along the names' index finds none for long.
const pageOf = searchRowsPages(
  sql`update orders set "customerName" = 'Zz ' || "customerName" where status = 'cancelled'`,
);

describe('walkBound', () => {
  it('looks among eight times the expected walk, as many rows as the matches at least', () => {
    expect(walkBound(engines.sqlite, { offset: 0, limit: 10 }, 50_000, 1_000_000)).toBe(50_000);
    expect(walkBound(engines.sqlite, { offset: 0, limit: 10 }, 2_000, 100_000)).toBe(4_000);
    expect(walkBound(engines.sqlite, { offset: 0, limit: 10 }, 20, 100_000)).toBeUndefined();
    expect(walkBound(engines.sqlite, { offset: 0, limit: 10 }, 900_000, 1_000_000)).toBeUndefined();
    expect(walkBound(engines.postgres, { offset: 0, limit: 10 }, 50_000, 1_000_000)).toBe(50_000);
  });

  it('on PostgreSQL reads the matches first when the walk it expects is over a quarter of them', () => {
    // 3,000 matches of a million rows: a page of 10 expects a walk of 3,333 rows.
    expect(walkBound(engines.postgres, { offset: 0, limit: 10 }, 3_000, 1_000_000)).toBe(
      'matchesFirst',
    );
    expect(walkBound(engines.sqlite, { offset: 0, limit: 10 }, 3_000, 1_000_000)).toBe(26_667);
    // 20,000 matches expect a walk of 500: a quarter of them is 5,000.
    expect(walkBound(engines.postgres, { offset: 0, limit: 10 }, 20_000, 1_000_000)).toBe(20_000);
    // Over a quarter of the table: the planner decides.
    expect(walkBound(engines.postgres, { offset: 0, limit: 10 }, 20, 60)).toBeUndefined();
  });
});

describe('a status sorted by the id', () => {
  it.each([
    ['id', 'asc'],
    ['id', 'desc'],
    // An order's number is its id zero-padded: sorted by the id it is made of.
    ['number', 'desc'],
  ])(
    'reads the page from the status index, in the id order it holds (by %s %s): no walk, no sort of every match',
    async (column, order) => {
      const page = await pageOf({ status: 'cancelled', _sort: column, _order: order, _end: '10' });
      expect(page.ids.length).toBe(10);
      expect(walkedSoFar(page.statements)).toBe(false);
      expect(matchesReadFirst(page.statements)).toBe(false);
      // SQLite tests no filter row by row either: the status keeps its index.
      expect(page.statements.some((statement) => statement.sql.includes('+"status"'))).toBe(false);
    },
  );
});

describe('filters that nothing meets', () => {
  it.each([
    ['createdAt', 'desc'],
    ['id', 'desc'],
    ['amount', 'asc'],
  ])('are looked for once, as ids, and no page is (by %s %s)', async (column, order) => {
    // Every order here is German and in euros: none in dollars.
    const query = { country: 'DE', currency: 'USD', _sort: column, _order: order, _end: '10' };
    const page = await pageOf(query);
    expect(page.total).toBe(0);
    // One statement reads the matches' ids (up to the cap); none reads rows along an index for a
    // page that cannot have any.
    expect(page.statements).toHaveLength(1);
    expect(page.statements[0]?.sql).toMatch(readsIds);
  });
});

describe('a status tab narrowed by another column', () => {
  it.each([
    ['createdAt', 'desc'],
    ['amount', 'asc'],
  ])(
    'reads its few matches as ids first, then the page among them (by %s %s)',
    async (column, order) => {
      // ~50 delivered orders in one postal code among ~6,000.
      const query = { status: 'delivered', postalCode: '10007', _sort: column, _order: order };
      const page = await pageOf({ ...query, _end: '10' });
      expect(page.total).toBeGreaterThan(10);
      expect(page.total).toBeLessThan(200);
      // Walked along one index, testing the other column row by row, the page passed every other
      // delivered order (PostgreSQL's pair of status and time: `pinnedToIndex`).
      const [ids, rows, ...more] = page.statements;
      expect(ids?.sql).toMatch(readsIds);
      expect(rows?.sql).toMatch(/"id" in \(/);
      expect(more).toEqual([]);
    },
  );
});

describe('a status sorted by another column', () => {
  it.each([
    ['pending', 'city', 'asc'],
    ['shipped', 'country', 'desc'],
    ['delivered', 'customerName', 'asc'],
  ])(
    'status %s by %s %s: its page among the first rows of the sort',
    async (status, column, order) => {
      const page = await pageOf({ status, _sort: column, _order: order, _end: '10' });
      expect(walkedSoFar(page.statements)).toBe(true);
    },
  );

  it.each([
    ['0', '10'],
    ['10', '25'],
  ])(
    'the matches that sort last, from %s to %s: read first when the walk finds too few',
    async (start, end) => {
      const page = await pageOf({
        status: 'cancelled',
        _sort: 'customerName',
        _start: start,
        _end: end,
      });
      expect(page.ids.length).toBe(Number(end) - Number(start));
      // ~900 cancelled of ~18,000 rows: the first page expects a walk of ~200 rows, the second
      // of ~500, more than a quarter of the matches, which PostgreSQL then reads first.
      if (dialect === 'postgres' && start === '10') {
        expect(walkedSoFar(page.statements)).toBe(false);
        expect(matchesReadFirst(page.statements)).toBe(true);
        return;
      }
      // The walk came first and found too few; the statement after it read the page.
      expect(walkedSoFar(page.statements)).toBe(true);
      expect(walkedSoFar(page.statements.slice(-1))).toBe(false);
    },
  );
});
