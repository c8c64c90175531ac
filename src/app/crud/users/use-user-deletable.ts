import { type BaseRecord, useGetIdentity, useList } from '@refinedev/core';
import type { Identity } from '../../providers/identity';
import { customerOrders, relatedPage } from '../show/record-lists';

/**
 * Whether a user's page offers Delete: not on your own account, nor on a customer with orders,
 * as the server refuses both (rules/users.ts) and disabling the account is what it asks for
 * instead; undefined until the orders are known. It reads the page of orders the user's page
 * already asks for (`customerOrders`): no request of its own.
 */
export function useUserDeletable(user: BaseRecord | undefined): boolean | undefined {
  const { data: identity } = useGetIdentity<Identity>();
  const active = user?.id !== undefined;
  const { result, query } = useList({
    ...relatedPage(customerOrders, user?.id ?? ''),
    queryOptions: { enabled: active },
  });
  if (!active) return undefined;
  if (identity !== undefined && String(identity.id) === String(user.id)) return false;
  if (!query.isSuccess) return undefined;
  return (result.total ?? result.data.length) === 0;
}
