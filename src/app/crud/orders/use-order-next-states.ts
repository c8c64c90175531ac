import { type BaseRecord, useList } from '@refinedev/core';
import { packagesAllow } from '../../../resources/orders';

/**
 * The next states an order may take now: shipping needs a package and delivery needs every
 * package delivered (the same rule the server applies), so only moves that will work are offered.
 */
export function useOrderNextStates(record: BaseRecord, allowed: readonly string[]) {
  const dependsOnPackages = allowed.some((state) => !packagesAllow(state, []));
  const { result, query } = useList<{ status: string }>({
    resource: 'packages',
    filters: [{ field: 'orderId', operator: 'eq', value: record.id }],
    // An order has a handful of packages; 100 is the most one page may hold.
    pagination: { currentPage: 1, pageSize: 100 },
    queryOptions: { enabled: dependsOnPackages && record.id !== undefined },
  });
  if (!dependsOnPackages) return allowed;
  if (query.isLoading) return allowed.filter((state) => packagesAllow(state, []));
  const statuses = (result.data ?? []).map((row) => row.status);
  return allowed.filter((state) => packagesAllow(state, statuses));
}
