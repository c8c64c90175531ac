import { describe, expect, it } from 'vitest';
import { orders, users } from '../../../resources';
import { parseListQuery } from './query';
import { pinnedToIndex } from './select';

const list = (query: Parameters<typeof parseListQuery>[1]) => parseListQuery(orders, query);

describe('pinnedToIndex', () => {
  it('asks PostgreSQL for a status tab sorted by a paired column as a range of that status, sorted by it first', () => {
    const asked = list({
      status: 'delivered',
      amount_gte: '5000',
      _sort: 'createdAt',
      _order: 'desc',
    });
    expect(pinnedToIndex('postgres', 'orders', asked)).toEqual({
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
    expect(pinnedToIndex('postgres', 'orders', byAmount).sort[0]).toEqual({
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
      expect(pinnedToIndex(dialect, table, asked)).toBe(asked);
  });
});
