import type { CrudFilter } from '@refinedev/core';
import { orderStatuses } from '../../resources/orders';
import type { Summary } from '../../resources/summary';
import { createdBetween } from './orders-created';
import type { DateRange } from './summary-request';

type KpiName = keyof Summary['kpis'];

/**
 * An in-app list URL with `filters` in the query format of refine's `syncWithLocation`
 * (`filters[0][field]=…&filters[0][operator]=…&filters[0][value]=…`), each part encoded.
 */
export function listPath(resource: string, filters: readonly CrudFilter[]): string {
  const query = new URLSearchParams();
  filters.forEach((filter, index) => {
    if (!('field' in filter)) return;
    const at = `filters[${index}]`;
    query.append(`${at}[field]`, filter.field);
    query.append(`${at}[operator]`, filter.operator);
    if (Array.isArray(filter.value))
      filter.value.forEach((value, n) => void query.append(`${at}[value][${n}]`, String(value)));
    else query.append(`${at}[value]`, String(filter.value));
  });
  const text = query.toString();
  return `/${resource}${text ? `?${text}` : ''}`;
}

/** Revenue and the average order count every order but the cancelled ones (the rollups' rule). */
const paidStatuses = orderStatuses.filter((status) => status !== 'cancelled');

/** The list behind each KPI card's figure for the range: where it was counted from. */
const kpiLists: Record<KpiName, (range: DateRange) => [string, CrudFilter[]]> = {
  orders: ({ from, to }) => ['orders', createdBetween(from, to)],
  revenue: ({ from, to }) => [
    'orders',
    [...createdBetween(from, to), { field: 'status', operator: 'in', value: paidStatuses }],
  ],
  averageOrderValue: (range) => kpiLists.revenue(range),
  newCustomers: ({ from, to }) => [
    'users',
    [...createdBetween(from, to), { field: 'role', operator: 'in', value: ['customer'] }],
  ],
  onTimeRate: ({ from, to }) => [
    'packages',
    [
      { field: 'deliveredAt', operator: 'gte', value: `${from}T00:00:00.000Z` },
      { field: 'deliveredAt', operator: 'lte', value: `${to}T23:59:59.999Z` },
    ],
  ],
};

/** The list a KPI card opens for `range`, with the resource it lists (for the role's check). */
export function kpiLink(name: KpiName, range: DateRange): { resource: string; path: string } {
  const [resource, filters] = kpiLists[name](range);
  return { resource, path: listPath(resource, filters) };
}

/** A top city's orders of the range. */
export const cityLink = (city: string, country: string, range: DateRange): string =>
  listPath('orders', [
    ...createdBetween(range.from, range.to),
    { field: 'city', operator: 'contains', value: city },
    { field: 'country', operator: 'contains', value: country },
  ]);

/** In-flight packages bound for a city: the map's point of several packages. */
export const packagesToPath = (city: string, country: string, statuses: readonly string[]) =>
  listPath('packages', [
    { field: 'city', operator: 'contains', value: city },
    { field: 'country', operator: 'contains', value: country },
    { field: 'status', operator: 'in', value: [...statuses] },
  ]);
