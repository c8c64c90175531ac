import { nextStates, orders } from '../../resources';
import {
  type OrderItem,
  orderAmount,
  orderEditableStates,
  orderFieldsLockedOnceShipped,
  packagesAllow,
} from '../../resources/orders';
import { AppError, validationFailed } from '../errors';
import { changedFields, refuseLocked } from './locked';
import type { ResourceRules, Row, WriteContext } from './types';

async function customerOf(context: WriteContext, customerId: number) {
  const customer = await context.trx
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (customer?.role !== 'customer') {
    throw validationFailed({ customerId: ['Choose an existing customer'] });
  }
  return customer;
}

function invalidTransition(from: string, to: string, allowed: readonly string[], why: string) {
  return new AppError(409, 'INVALID_TRANSITION', why, undefined, {
    current: from,
    requested: to,
    allowed,
  });
}

/** `shipped` needs a package; `delivered` needs every package delivered (SPEC §4). */
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
    to === 'shipped'
      ? 'An order ships only with at least one package'
      : 'An order is delivered only when all of its packages are delivered',
  );
}

export const orderRules: ResourceRules = {
  async prepareCreate(context, input) {
    const customer = await customerOf(context, input.customerId as number);
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
        'Customer, items and address may change only while the order is pending or confirmed',
      );
    if (changes.customerId !== undefined && changes.customerId !== current.customerId) {
      changes.customerName = (await customerOf(context, changes.customerId as number)).name;
    }
    if (changes.items) changes.amount = orderAmount(changes.items as OrderItem[]);
    if (changes.status !== undefined && changes.status !== current.status) {
      await checkPackagesFor(context, current, changes.status as string);
    }
    return changes;
  },
  async beforeDelete(context, current) {
    const hasPackage = await context.trx
      .selectFrom('packages')
      .select('id')
      .where('orderId', '=', current.id as number)
      .limit(1)
      .executeTakeFirst();
    if (hasPackage) {
      throw validationFailed(
        { id: ['Delete its packages first'] },
        'This order has packages; delete them first',
      );
    }
  },
};
