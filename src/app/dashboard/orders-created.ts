import type { CrudFilter } from '@refinedev/core';

/**
 * The orders list's filters for the orders created from the day `from` through the day `to`:
 * stats days are UTC days (SPEC §3), so these are UTC times, whatever the browser's zone.
 */
export const createdBetween = (from: string, to: string): CrudFilter[] => [
  { field: 'createdAt', operator: 'gte', value: `${from}T00:00:00.000Z` },
  { field: 'createdAt', operator: 'lte', value: `${to}T23:59:59.999Z` },
];
