import { describe, expect, it } from 'vitest';
import { orders, users } from '../../resources';
import { engines } from '../db/dialect';
import { pageRead, pinnedToIndex, walkedUnfiltered } from './page-read';
import type { ListQuery } from './parse';
import { parseListQuery } from './parse';

const list = (query: Parameters<typeof parseListQuery>[1]) => parseListQuery(orders, query);

describe('pinnedToIndex', () => {
  it('asks PostgreSQL for a status tab sorted by a paired column as a range of that status, sorted by it first', () => {
    const asked = list({
      status: 'delivered',
      amount_gte: '5000',
      _sort: 'createdAt',
      _order: 'desc',
    });
    expect(pinnedToIndex(engines.postgres, 'orders', asked)).toEqual({
      ...asked,
      filters: [
        { column: 'status', operator: 'gte', values: ['delivered'] },
        { column: 'status', operator: 'lte', values: ['delivered'] },
        { column: 'amount', operator: 'gte', values: [5000] },
      ],
      sort: [
        { column: 'status', order: 'desc' },
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ],
    });
    const byAmount = list({ status: 'refunded', _sort: 'amount', _order: 'asc' });
    expect(pinnedToIndex(engines.postgres, 'orders', byAmount).sort[0]).toEqual({
      column: 'status',
      order: 'asc',
    });
  });

  it('leaves every other list as it was asked', () => {
    const tab = list({ status: 'delivered', _sort: 'createdAt', _order: 'desc' });
    const unchanged = [
      // SQLite takes the pair's index as asked.
      ['sqlite', 'orders', tab],
      // No index pairs status with the amount's neighbours, nor users' status with anything.
      ['postgres', 'orders', list({ status: 'delivered', _sort: 'updatedAt' })],
      ['postgres', 'users', parseListQuery(users, { status: 'active', _sort: 'createdAt' })],
      // Two statuses are not one range; a search is planned from its full-text index.
      ['postgres', 'orders', list({ status: ['pending', 'confirmed'] })],
      ['postgres', 'orders', list({ status: 'delivered', q: 'wagner' })],
      ['postgres', 'orders', list({ status_ne: 'delivered', _sort: 'createdAt' })],
    ] as const;
    for (const [dialect, table, asked] of unchanged)
      expect(pinnedToIndex(engines[dialect], table, asked)).toBe(asked);
  });
});

describe('pageRead', () => {
  const byAmount = (start: number, end: number) =>
    list({ _sort: 'amount', _order: 'asc', _start: String(start), _end: String(end) });
  const reversedSort = [
    { column: 'amount', order: 'desc' },
    { column: 'id', order: 'desc' },
  ];

  it('reads a page in the first half from the start, as asked', () => {
    expect(pageRead(byAmount(0, 10), 1_000_000)).toEqual({
      offset: 0,
      limit: 10,
      sort: byAmount(0, 10).sort,
      reversed: false,
    });
    // The page's end is as far from the list's end as its start is from the start: either way.
    expect(pageRead(byAmount(495, 505), 1000)?.reversed).toBe(false);
  });

  it('reads a page nearer the end from the end, every sort key turned, to be turned back', () => {
    expect(pageRead(byAmount(999_990, 1_000_000), 1_000_000)).toEqual({
      offset: 0,
      limit: 10,
      sort: reversedSort,
      reversed: true,
    });
    expect(pageRead(byAmount(700_000, 700_025), 1_000_000)).toEqual({
      offset: 299_975,
      limit: 25,
      sort: reversedSort,
      reversed: true,
    });
    expect(pageRead(byAmount(496, 506), 1000)?.reversed).toBe(true);
  });

  it('reads only the rows left of a last page that is not full, and nothing past the end', () => {
    expect(pageRead(byAmount(1_000_000, 1_000_010), 1_000_004)).toMatchObject({
      offset: 0,
      limit: 4,
      reversed: true,
    });
    expect(pageRead(byAmount(1_000_000, 1_000_010), 1_000_000)).toBeUndefined();
    expect(pageRead(byAmount(2_000_000, 2_000_010), 1_000_000)).toBeUndefined();
  });
});

describe('walkedUnfiltered', () => {
  /** `walkedUnfiltered` for a list narrowed by its filters' columns. */
  const walked = (table: string, asked: ListQuery, total: number, rows: number) =>
    walkedUnfiltered(
      table,
      asked,
      asked.filters.map((filter) => filter.column),
      total,
      rows,
    );
  const newestIn = (query: Record<string, string>) =>
    list({ _sort: 'createdAt', _order: 'desc', _start: '0', _end: '10', ...query });

  it("tests a common filter row by row along the sort's index", () => {
    // 150,000 of a million orders: about 67 rows tested for a page.
    expect(walked('orders', newestIn({ country: 'US' }), 150_000, 1_000_000)).toEqual(
      new Set(['country']),
    );
    expect(
      walked('orders', newestIn({ country: 'US', currency: 'USD' }), 140_000, 1_000_000),
    ).toEqual(new Set(['country', 'currency']));
  });

  it('leaves a rare filter to its index, and nothing to walk past when nothing matches', () => {
    // 1,000 of a million: about 10,000 rows tested for a page, more than reading the 1,000.
    expect(walked('orders', newestIn({ customerId: '7' }), 1000, 1_000_000)).toBeUndefined();
    expect(walked('orders', newestIn({ country: 'US' }), 0, 1_000_000)).toBeUndefined();
    // One day's 2,700 orders: a walk would test ~3,700 rows, more than reading the day's.
    expect(
      walked(
        'orders',
        list({ createdAt_gte: '2026-06-01', _sort: 'amount', _start: '0', _end: '10' }),
        2700,
        1_000_000,
      ),
    ).toBeUndefined();
    // The deeper the page, the more rows the walk tests.
    expect(
      walked('orders', list({ country: 'US', _start: '40000', _end: '40010' }), 150_000, 1_000_000),
    ).toBeUndefined();
  });

  it('walks to a deep page when nearly every row matches', () => {
    // An operator's users (customers: 99,992 of 100,000) by name, from the 40,000th: ~40,000
    // rows stepped over along the name's index, against 99,992 read and sorted.
    expect(
      walked(
        'users',
        parseListQuery(users, { role: 'customer', _sort: 'name', _start: '40000', _end: '40010' }),
        99_992,
        100_000,
      ),
    ).toEqual(new Set(['role']));
  });

  it("keeps the index of the sort's own column and of a column paired with it", () => {
    expect(
      walked('orders', newestIn({ status: 'delivered', amount_gte: '5000' }), 380_000, 1_000_000),
    ).toEqual(new Set(['amount']));
    expect(
      walked('orders', newestIn({ createdAt_gte: '2026-01-01' }), 900_000, 1_000_000),
    ).toBeUndefined();
    expect(
      walked(
        'orders',
        list({ status: 'delivered', _sort: 'city', _start: '0', _end: '10' }),
        890_000,
        1_000_000,
      ),
    ).toEqual(new Set(['status']));
  });
});
