import { type BaseKey, type GetListParams, useList } from '@refinedev/core';
import { findResource, packages, type ResourceDefinition } from '../../../resources';

/** A page of a list, as a record page asks for it (everything of `getList` but the meta). */
export type RelatedPage = Pick<GetListParams, 'resource' | 'pagination' | 'sorters' | 'filters'>;

/** The records of `resource` whose `field` points at a record, and how many a page asks for. */
export interface RelatedList {
  resource: ResourceDefinition;
  field: string;
  size: number;
}

/** The first page of a `RelatedList` for the record `value`, in the resource's order. */
export function relatedPage({ resource, field, size }: RelatedList, value: BaseKey): RelatedPage {
  return {
    resource: resource.name,
    filters: [{ field, operator: 'eq', value }],
    sorters: [resource.defaultSort],
    pagination: { currentPage: 1, pageSize: size },
  };
}

/**
 * An order's packages, all of them (an order has a handful; 100 is the most a page may hold):
 * its packages card shows them and its status buttons' rule reads them, one request for both.
 */
export const orderPackages: RelatedList = { resource: packages, field: 'orderId', size: 100 };
export const orderPackagesPage = (orderId: BaseKey) => relatedPage(orderPackages, orderId);

/** The list each resource's record page shows whatever the record holds. */
const recordPageLists: Partial<Record<string, RelatedList>> = { orders: orderPackages };

/**
 * The list a record page of `resource` shows beside the record, known from the id in its URL: the
 * page asks for it together with the record instead of once the record has come.
 */
export function recordPageList(resource: string, id: BaseKey | undefined): RelatedPage | undefined {
  const list = recordPageLists[resource];
  const definition = findResource(resource);
  if (!list || !definition || id === undefined || id === '') return undefined;
  // The record's own id is what its parts filter by: a number where the resource's ids are.
  return relatedPage(list, definition.idType === 'integer' ? Number(id) : id);
}

/**
 * Asks for the list of `recordPageList` as the record page opens, beside its record; the parts
 * drawn once the record has come take the same query's answer.
 */
export function useRecordPageList(resource: string, id: BaseKey | undefined): void {
  const page = recordPageList(resource, id);
  useList({ ...(page ?? { resource }), queryOptions: { enabled: page !== undefined } });
}
