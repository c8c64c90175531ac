import type { CrudFilter, CrudOperators, CrudSort, LogicalFilter } from '@refinedev/core';
import { generateFilter, generateSort, stringify } from '@refinedev/simple-rest';
import type { Dayjs } from 'dayjs';
import type { FieldDefinition } from '../../../resources';
import { centsToMajor, majorToCents } from '../fields/money';

const isLogical = (filter: CrudFilter): filter is LogicalFilter => 'field' in filter;

/** The value of the filter on `field` with `operator`, if one is set. */
export function filterValue(
  filters: readonly CrudFilter[],
  field: string,
  operator: CrudOperators,
): unknown {
  return filters.find(
    (filter) => isLogical(filter) && filter.field === field && filter.operator === operator,
  )?.value;
}

/** Filters without empty values (refine keeps `''` and `[]`; the API reads them as "no filter"). */
export function activeFilters(filters: readonly CrudFilter[]): CrudFilter[] {
  return filters.filter((filter) => {
    if (!isLogical(filter)) return true;
    const { value } = filter;
    return (
      value !== undefined &&
      value !== null &&
      value !== '' &&
      !(Array.isArray(value) && value.length === 0)
    );
  });
}

/** `field_like=text`; an empty text clears it. */
export function textFilter(field: string, text: string | undefined): CrudFilter[] {
  return [{ field, operator: 'contains', value: text?.trim() || undefined }];
}

/** `field=a&field=b` (any of); no values clears it. */
export function enumFilter(field: string, values: readonly string[] | undefined): CrudFilter[] {
  return [{ field, operator: 'in', value: values && values.length > 0 ? [...values] : undefined }];
}

/** `field_gte=from&field_lte=to`; either end may be open. */
export function rangeFilter(field: string, from: unknown, to: unknown): CrudFilter[] {
  const value = (end: unknown) => (end === null || end === '' ? undefined : end);
  return [
    { field, operator: 'gte', value: value(from) },
    { field, operator: 'lte', value: value(to) },
  ];
}

/** A date range as ISO strings: whole days for a date field, local day bounds for a timestamp. */
export function dateRangeFilter(
  field: string,
  type: FieldDefinition['type'],
  range: readonly [Dayjs | null, Dayjs | null] | null,
): CrudFilter[] {
  const [from, to] = range ?? [null, null];
  if (type === 'date')
    return rangeFilter(field, from?.format('YYYY-MM-DD'), to?.format('YYYY-MM-DD'));
  return rangeFilter(field, from?.startOf('day').toISOString(), to?.endOf('day').toISOString());
}

/** A range bound as typed (money in major units, percent in %) → as the API filters it. */
export function toFilterNumber(field: FieldDefinition, typed: number | null): number | undefined {
  if (typed === null) return undefined;
  if (field.type === 'money') return majorToCents(typed);
  if (field.type === 'percent') return typed / 100;
  return typed;
}

/** The inverse of `toFilterNumber`, for showing a set filter. */
export function fromFilterNumber(field: FieldDefinition, stored: unknown): number | null {
  const number =
    typeof stored === 'number'
      ? stored
      : typeof stored === 'string' && stored !== ''
        ? Number(stored)
        : Number.NaN;
  if (!Number.isFinite(number)) return null;
  if (field.type === 'money') return centsToMajor(number);
  if (field.type === 'percent') return Math.round(number * 1000) / 10;
  return number;
}

/**
 * The CSV export of what the list shows, in its order: the same query format simple-rest sends
 * (filters, `_sort` and `_order` comma lists), without paging.
 */
export function exportUrl(
  apiUrl: string,
  resource: string,
  filters: readonly CrudFilter[],
  sorters: readonly CrudSort[] = [],
): string {
  const sort = generateSort([...sorters]);
  const query = stringify({
    ...generateFilter(activeFilters(filters)),
    ...(sort ? { _sort: sort._sort.join(','), _order: sort._order.join(',') } : {}),
  });
  return `${apiUrl}/${resource}/export.csv${query ? `?${query}` : ''}`;
}
