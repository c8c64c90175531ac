import type { BaseRecord } from '@refinedev/core';
import { packagesAllow } from '../../../resources/orders';
import { deletablePackageStates } from '../../../resources/packages';
import { orderPackages, useRelatedPage } from '../../crud/show/record-lists';

/**
 * The statuses of an order's packages; undefined until they are known, or when not `enabled`. It
 * reads the page of packages the order's packages card shows: one request for every part of the
 * page that needs them.
 */
export function useOrderPackageStatuses(
  order: BaseRecord,
  enabled: boolean,
): readonly string[] | undefined {
  return useRelatedPage<{ status: string }>(orderPackages, order.id, enabled)?.data.map(
    (row) => row.status,
  );
}

/**
 * The next states an order may take now: shipping needs a package and delivery needs every
 * package delivered (the same rule the server applies), so only moves that will work are offered;
 * until the packages are known, only the moves that need none.
 */
export function useOrderNextStates(record: BaseRecord, allowed: readonly string[]) {
  const dependsOnPackages = allowed.some((state) => !packagesAllow(state, []));
  const statuses = useOrderPackageStatuses(record, dependsOnPackages) ?? [];
  return allowed.filter((state) => packagesAllow(state, statuses));
}

/**
 * Whether the order's packages let it be deleted: not once one has left the warehouse, as the
 * server then refuses (rules/orders.ts) and nothing the operator does can change that; undefined
 * until they are known. Unused labels still offer Delete: the refusal says to delete them first.
 */
export function useOrderDeletable(order: BaseRecord | undefined): boolean | undefined {
  const statuses = useOrderPackageStatuses(order ?? {}, order !== undefined);
  return statuses?.every((status) => deletablePackageStates.includes(status));
}
