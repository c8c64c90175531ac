import type { BaseRecord } from '@refinedev/core';
import { customerOrders, useRelatedPage } from '../../crud/show/record-lists';

/**
 * Whether a user's orders let their page offer Delete: not when they have any, as the server
 * refuses it (rules/users.ts) and asks for the account to be disabled instead; undefined until
 * the orders are known. It reads the page of orders the user's page already asks for.
 */
export function useUserDeletable(user: BaseRecord | undefined): boolean | undefined {
  const orders = useRelatedPage(customerOrders, user?.id);
  return orders && orders.total === 0;
}
