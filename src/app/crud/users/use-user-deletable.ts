import { type BaseRecord, useList } from '@refinedev/core';
import { customerOrders, relatedPage } from '../show/record-lists';

/**
 * Whether a user's orders let their page offer Delete: not when they have any, as the server
 * refuses it (rules/users.ts) and asks for the account to be disabled instead; undefined until
 * the orders are known. It reads the page of orders the user's page already asks for
 * (`customerOrders`): no request of its own.
 */
export function useUserDeletable(user: BaseRecord | undefined): boolean | undefined {
  const active = user?.id !== undefined;
  const { result, query } = useList({
    ...relatedPage(customerOrders, user?.id ?? ''),
    queryOptions: { enabled: active },
  });
  if (!active || !query.isSuccess) return undefined;
  return (result.total ?? result.data.length) === 0;
}
