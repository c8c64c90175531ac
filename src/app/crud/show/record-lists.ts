import { type BaseKey, type BaseRecord, type GetListParams, useList } from '@refinedev/core';
import { findResource, orders, packages, type ResourceDefinition } from '../../../resources';

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
 * The first page of a `RelatedList` for the record `value` with its total, once it has come;
 * undefined before, or when not `enabled` or without a record. The same query as the list's
 * card on the record's page: one request for every part that reads it.
 */
export function useRelatedPage<T extends BaseRecord>(
  list: RelatedList,
  value: BaseKey | undefined,
  enabled = true,
): { data: T[]; total: number } | undefined {
  const active = enabled && value !== undefined;
  const { result, query } = useList<T>({
    ...relatedPage(list, value ?? ''),
    queryOptions: { enabled: active },
  });
  return active && query.isSuccess
    ? { data: result.data, total: result.total ?? result.data.length }
    : undefined;
}

/**
 * An order's packages, all of them (an order has a handful; 100 is the most a page may hold):
 * its packages card shows them and its status buttons' rule reads them, one request for both.
 */
export const orderPackages: RelatedList = { resource: packages, field: 'orderId', size: 100 };

/** A customer's latest orders, on their user page. */
export const customerOrders: RelatedList = { resource: orders, field: 'customerId', size: 10 };

/**
 * The list each resource's record page shows beside the record. A user's page shows its orders
 * only when the user is a customer, which is every user an operator may see; an admin opening a
 * staff member's page asks for their (no) orders for nothing, a small indexed read.
 */
const recordPageLists: Partial<Record<string, RelatedList>> = {
  orders: orderPackages,
  users: customerOrders,
};

/**
 * The list a record page of `resource` shows beside the record, known from the id in its URL: the
 * page asks for it together with the record instead of once the record has come.
 */
export function recordPageList(resource: string, id: BaseKey | undefined): RelatedPage | undefined {
  const list = recordPageLists[resource];
  const definition = findResource(resource);
  if (!list || !definition || id === undefined || id === '') return undefined;
  if (definition.idType !== 'integer') return relatedPage(list, id);
  // The record's own id is what its parts filter by: a number where the resource's ids are. A
  // path whose id is none asks for no list (the record's own request answers "not found").
  const number = Number(id);
  return Number.isSafeInteger(number) && number > 0 ? relatedPage(list, number) : undefined;
}

/**
 * Asks for the list of `recordPageList` as the record page opens, beside its record; the parts
 * drawn once the record has come take the same query's answer.
 */
export function useRecordPageList(resource: string, id: BaseKey | undefined): void {
  const page = recordPageList(resource, id);
  useList({ ...(page ?? { resource }), queryOptions: { enabled: page !== undefined } });
}
