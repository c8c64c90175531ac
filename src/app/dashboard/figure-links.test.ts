import { parseTableParams } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { cityLink, kpiLink, listPath, packagesToPath } from './figure-links';

const range = { from: '2026-06-01', to: '2026-06-30' };
/** What the list at `path` reads from its URL, as refine's `syncWithLocation` does. */
const filtersOf = (path: string) => parseTableParams(path.slice(path.indexOf('?'))).parsedFilters;

describe('listPath', () => {
  it('writes filters that refine reads back, values with & and spaces included', () => {
    const filters = [
      { field: 'city', operator: 'contains' as const, value: 'Köln & Co' },
      { field: 'status', operator: 'in' as const, value: ['pending', 'confirmed'] },
    ];
    const path = listPath('orders', filters);
    expect(path.startsWith('/orders?')).toBe(true);
    expect(filtersOf(path)).toEqual(filters);
    expect(listPath('orders', [])).toBe('/orders');
  });
});

describe('kpiLink', () => {
  it('opens the orders created in the range for the orders card', () => {
    const { resource, path } = kpiLink('orders', range);
    expect(resource).toBe('orders');
    expect(filtersOf(path)).toEqual([
      { field: 'createdAt', operator: 'gte', value: '2026-06-01T00:00:00.000Z' },
      { field: 'createdAt', operator: 'lte', value: '2026-06-30T23:59:59.999Z' },
    ]);
  });

  it('opens the range’s orders but the cancelled for revenue and the average', () => {
    for (const name of ['revenue', 'averageOrderValue'] as const) {
      const status = filtersOf(kpiLink(name, range).path).find(
        (f) => 'field' in f && f.field === 'status',
      );
      expect(status?.value).toEqual(['pending', 'confirmed', 'shipped', 'delivered', 'refunded']);
    }
  });

  it('opens the customers who joined, and the packages delivered, in the range', () => {
    const customers = kpiLink('newCustomers', range);
    expect(customers.resource).toBe('users');
    expect(filtersOf(customers.path)).toContainEqual({
      field: 'role',
      operator: 'in',
      value: ['customer'],
    });
    const delivered = kpiLink('onTimeRate', range);
    expect(delivered.resource).toBe('packages');
    expect(filtersOf(delivered.path)).toEqual([
      { field: 'deliveredAt', operator: 'gte', value: '2026-06-01T00:00:00.000Z' },
      { field: 'deliveredAt', operator: 'lte', value: '2026-06-30T23:59:59.999Z' },
    ]);
  });
});

describe('cityLink and packagesToPath', () => {
  it('opens a city’s orders of the range, and the packages bound for a city', () => {
    expect(filtersOf(cityLink('Köln', 'DE', range)).slice(2)).toEqual([
      { field: 'city', operator: 'contains', value: 'Köln' },
      { field: 'country', operator: 'contains', value: 'DE' },
    ]);
    expect(filtersOf(packagesToPath('Paris', 'FR', ['in_transit']))).toContainEqual({
      field: 'status',
      operator: 'in',
      value: ['in_transit'],
    });
  });
});
