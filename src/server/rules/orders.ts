import { nextStates, orders } from '../../resources';
import { type Said, say } from '../../resources/messages';
import {
  type OrderItem,
  orderAmount,
  orderEditableStates,
  orderFieldsLockedOnceShipped,
  packagesAllow,
  shippedOrderStates,
} from '../../resources/orders';
import { deletablePackageStates } from '../../resources/packages';
import { AppError, validationFailed } from '../errors';
import { changedFields, refuseLocked } from './locked';
import { keepStock } from './stock';
import type { ResourceRules, Row, WriteContext } from './types';

/** The order's customer, kept from changing role until the order's write commits. */
async function customerOf(context: WriteContext, customerId: number) {
  const customer = await context.engine
    .forCheck(
      context.trx.selectFrom('users').select(['id', 'name', 'role']).where('id', '=', customerId),
    )
    .executeTakeFirst();
  if (customer?.role !== 'customer') {
    throw validationFailed({ customerId: [say('chooseCustomer')] });
  }
  return customer;
}

function invalidTransition(from: string, to: string, allowed: readonly string[], why: Said) {
  return new AppError(409, 'INVALID_TRANSITION', why, undefined, {
    current: from,
    requested: to,
    allowed,
  });
}

/**
 * `shipped` needs a package; `delivered` needs every package delivered (SPEC §4). The order's row
 * is locked by its write, and every package write locks its order first (package rules), so the
 * packages read here stay as read until the commit.
 */
async function checkPackagesFor(context: WriteContext, order: Row, to: string) {
  if (packagesAllow(to, [])) return;
  const packages = await context.trx
    .selectFrom('packages')
    .select('status')
    .where('orderId', '=', order.id as number)
    .execute();
  const statuses = packages.map((row) => row.status);
  if (packagesAllow(to, statuses)) return;
  const from = order.status as string;
  const allowed = nextStates(orders, from).filter((state) => packagesAllow(state, statuses));
  throw invalidTransition(
    from,
    to,
    allowed,
    to === 'shipped' ? say('shipsWithPackage') : say('deliveredWithPackages'),
  );
}

/**
 * Why an order with packages in these states cannot be deleted, with advice that can be followed:
 * only a package whose label is unused can be deleted, and never the last one of a shipped order
 * (package rules), so "delete its packages first" is true only before any has left the warehouse
 * and before the order ships. Undefined when the order can be deleted.
 */
function deleteRefusal(order: Row, packageStatuses: readonly string[]): Said | undefined {
  if (packageStatuses.length === 0) return undefined;
  const status = order.status as string;
  const number = order.number as string;
  if (packageStatuses.some((packageStatus) => !deletablePackageStates.includes(packageStatus))) {
    return nextStates(orders, status).includes('cancelled')
      ? say('orderLeftCancel', { number })
      : say('orderLeft', { number });
  }
  if (shippedOrderStates.includes(status))
    return say('orderKeepsPackage', { number, orderStatus: status });
  return say('orderHasPackages', { number });
}

export const orderRules: ResourceRules = {
  async prepareCreate(context, input) {
    const customer = await customerOf(context, input.customerId as number);
    await keepStock(context, null, { status: 'pending', items: input.items });
    return {
      ...input,
      note: input.note ?? null,
      status: 'pending',
      customerName: customer.name,
      amount: orderAmount(input.items as OrderItem[]),
    };
  },
  idColumns: (_context, id) => ({ number: `ORD-${String(id).padStart(6, '0')}` }),
  async prepareUpdate(context, current, input) {
    const { version: _version, ...changes } = input;
    if (!orderEditableStates.includes(current.status as string))
      refuseLocked(
        changedFields(current, changes, orderFieldsLockedOnceShipped, ['items']),
        say('orderLocked'),
      );
    if (changes.customerId !== undefined && changes.customerId !== current.customerId) {
      changes.customerName = (await customerOf(context, changes.customerId as number)).name;
    }
    if (changes.items) changes.amount = orderAmount(changes.items as OrderItem[]);
    if (changes.status !== undefined && changes.status !== current.status) {
      await checkPackagesFor(context, current, changes.status as string);
    }
    await keepStock(context, current, {
      status: changes.status ?? current.status,
      items: changes.items ?? current.items,
    });
    return changes;
  },
  async beforeDelete(context, current) {
    const packages = await context.trx
      .selectFrom('packages')
      .select('status')
      .where('orderId', '=', current.id as number)
      .execute();
    const refusal = deleteRefusal(
      current,
      packages.map((row) => row.status),
    );
    if (refusal) throw validationFailed({ id: [refusal] }, refusal);
  },
};
