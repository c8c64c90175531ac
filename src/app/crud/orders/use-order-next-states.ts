import { type BaseRecord, useList } from '@refinedev/core';
import { packagesAllow } from '../../../resources/orders';
import { orderPackagesPage } from '../show/record-lists';

/**
 * The next states an order may take now: shipping needs a package and delivery needs every
 * package delivered (the same rule the server applies), so only moves that will work are offered.
 * It reads the page of packages the order's packages card shows: one request for both.
 */
export function useOrderNextStates(record: BaseRecord, allowed: readonly string[]) {
  const dependsOnPackages = allowed.some((state) => !packagesAllow(state, []));
  const { result, query } = useList<{ status: string }>({
    ...orderPackagesPage(record.id ?? ''),
    queryOptions: { enabled: dependsOnPackages && record.id !== undefined },
  });
  if (!dependsOnPackages) return allowed;
  if (query.isLoading) return allowed.filter((state) => packagesAllow(state, []));
  const statuses = (result.data ?? []).map((row) => row.status);
  return allowed.filter((state) => packagesAllow(state, statuses));
}
