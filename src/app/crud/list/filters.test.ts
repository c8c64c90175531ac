import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  dateRangeFilter,
  enumFilter,
  exportUrl,
  fromFilterNumber,
  rangeFilter,
  textFilter,
  toFilterNumber,
} from './filters';

describe('column filters as refine filters', () => {
  it('uses contains for text, in for enums and gte/lte for ranges', () => {
    expect(textFilter('city', ' Leip ')).toEqual([
      { field: 'city', operator: 'contains', value: 'Leip' },
    ]);
    expect(textFilter('city', '')).toEqual([
      { field: 'city', operator: 'contains', value: undefined },
    ]);
    expect(enumFilter('status', ['pending', 'confirmed'])).toEqual([
      { field: 'status', operator: 'in', value: ['pending', 'confirmed'] },
    ]);
    expect(enumFilter('status', [])).toEqual([
      { field: 'status', operator: 'in', value: undefined },
    ]);
    expect(rangeFilter('amount', 100, null)).toEqual([
      { field: 'amount', operator: 'gte', value: 100 },
      { field: 'amount', operator: 'lte', value: undefined },
    ]);
  });

  it('sends whole days for a date field and instants for a timestamp', () => {
    const range = [dayjs('2026-03-01T12:00:00'), dayjs('2026-03-31T12:00:00')] as const;
    expect(
      dateRangeFilter('estimatedDelivery', 'date', range).map(
        (filter) => 'value' in filter && filter.value,
      ),
    ).toEqual(['2026-03-01', '2026-03-31']);
    const [from, to] = dateRangeFilter('createdAt', 'datetime', range).map((filter) =>
      'value' in filter ? String(filter.value) : '',
    );
    expect(new Date(from ?? '').getTime()).toBe(dayjs('2026-03-01').startOf('day').valueOf());
    expect(new Date(to ?? '').getTime()).toBe(dayjs('2026-03-31').endOf('day').valueOf());
  });

  it('takes money in major units and percent in %', () => {
    expect(toFilterNumber({ type: 'money' }, 12.5)).toBe(1250);
    expect(fromFilterNumber({ type: 'money' }, '1250')).toBe(12.5);
    expect(toFilterNumber({ type: 'percent' }, 90)).toBe(0.9);
    expect(fromFilterNumber({ type: 'percent' }, 0.9)).toBe(90);
    expect(toFilterNumber({ type: 'integer' }, null)).toBeUndefined();
  });
});

describe('exportUrl', () => {
  it('carries the list filters in the query format simple-rest sends, without paging', () => {
    const filters = [
      { field: 'status', operator: 'in' as const, value: ['pending', 'confirmed'] },
      { field: 'amount', operator: 'gte' as const, value: 1000 },
      { field: 'customerName', operator: 'contains' as const, value: 'Anna Müller' },
      { field: 'q', operator: 'eq' as const, value: 'berlin' },
      { field: 'city', operator: 'contains' as const, value: '' },
    ];
    expect(exportUrl('/api', 'orders', filters)).toBe(
      '/api/orders/export.csv?amount_gte=1000&customerName_like=Anna%20M%C3%BCller&q=berlin&status=pending&status=confirmed',
    );
    expect(exportUrl('/api', 'stats', [])).toBe('/api/stats/export.csv');
  });

  it("carries the table's sort as the list request does: comma lists of fields and orders", () => {
    const sorters = [
      { field: 'status', order: 'asc' as const },
      { field: 'amount', order: 'desc' as const },
    ];
    expect(
      exportUrl(
        '/api',
        'orders',
        [{ field: 'city', operator: 'contains', value: 'Leip' }],
        sorters,
      ),
    ).toBe('/api/orders/export.csv?_order=asc%2Cdesc&_sort=status%2Camount&city_like=Leip');
    expect(exportUrl('/api', 'orders', [], [])).toBe('/api/orders/export.csv');
  });

  it('drops cleared filters', () => {
    expect(
      activeFilters([
        { field: 'a', operator: 'in', value: [] },
        { field: 'b', operator: 'eq', value: 0 },
      ]),
    ).toEqual([{ field: 'b', operator: 'eq', value: 0 }]);
  });
});
