import { type BaseKey, type GetListParams, useList } from '@refinedev/core';
import { findResource, packages, type ResourceDefinition } from '../../../resources';

/** A page of a list, as a record page asks for it (everything of `getList` but the meta). */
export type RelatedPage = Pick<GetListParams, 'resource' | 'pagination' | 'sorters' | 'filters'>;

/** The first `size` records of `resource` whose `field` points at `value`, in the resource's order. */
export function relatedPage(
  resource: ResourceDefinition,
  field: string,
  value: BaseKey,
  size: number,
): RelatedPage {
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
export const orderPackagesSize = 100;
export const orderPackagesPage = (orderId: BaseKey) =>
  relatedPage(packages, 'orderId', orderId, orderPackagesSize);

/** The list each resource's record page shows whatever the record holds, by the record's id. */
const recordPageLists: Partial<Record<string, (id: BaseKey) => RelatedPage>> = {
  orders: orderPackagesPage,
};

/**
 * The list a record page of `resource` shows beside the record, known from the id in its URL: the
 * page asks for it together with the record instead of once the record has come.
 */
export function recordPageList(resource: string, id: BaseKey | undefined): RelatedPage | undefined {
  const page = recordPageLists[resource];
  const definition = findResource(resource);
  if (!page || !definition || id === undefined || id === '') return undefined;
  // The record's own id is what its parts filter by: a number where the resource's ids are.
  return page(definition.idType === 'integer' ? Number(id) : id);
}

/**
 * Asks for the list of `recordPageList` as the record page opens, beside its record; the parts
 * drawn once the record has come take the same query's answer.
 */
export function useRecordPageList(resource: string, id: BaseKey | undefined): void {
  const page = recordPageList(resource, id);
  useList({ ...(page ?? { resource }), queryOptions: { enabled: page !== undefined } });
}
