import { orders } from '../../resources';
import { logActivity } from '../activity';
import { toRecord } from '../records/api-record';
import { changeEventOf, changesOf } from '../records/changes';
import { applyRollupChange } from '../stats/rollup-delta';
import type { Row, WriteContext } from './types';

/**
 * The state an order moves to by itself after its package `moved` changed status (SPEC §11): a
 * confirmed order ships when a package leaves, a shipped one is delivered when every package is.
 * Undefined when it stays.
 */
async function followingState(
  context: WriteContext,
  order: Row,
  moved: Row,
): Promise<string | undefined> {
  if (moved.status === 'in_transit' && order.status === 'confirmed') return 'shipped';
  if (moved.status !== 'delivered' || order.status !== 'shipped') return undefined;
  const undelivered = await context.trx
    .selectFrom('packages')
    .select('id')
    .where('orderId', '=', order.id as number)
    .where('status', '!=', 'delivered')
    .executeTakeFirst();
  return undelivered ? undefined : 'delivered';
}

/**
 * Moves the order of package `moved` along with it, inside the package's write: the order row is
 * locked by that write already (package rules lock their order first), so the packages read here
 * stay as read until the commit. The move is the system's in the activity log, naming the
 * package; it counts in the rollups and is announced like any other write of the order.
 */
export async function followPackage(context: WriteContext, moved: Row): Promise<void> {
  const order = (await context.trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', moved.orderId as number)
    .executeTakeFirst()) as Row | undefined;
  if (!order) return;
  const status = await followingState(context, order, moved);
  if (!status) return;
  const after = (await context.trx
    .updateTable('orders')
    .set({ status, updatedAt: context.now, version: (order.version as number) + 1 })
    .where('id', '=', order.id as number)
    .where('version', '=', order.version as number)
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
  await logActivity(context.trx, {
    actorId: null,
    action: 'status',
    resource: orders.name,
    recordId: order.id as number,
    changes: { ...changesOf(orders, order, after), package: [null, moved.trackingNumber] },
    ip: null,
    at: context.now,
  });
  await applyRollupChange(context.trx, context.engine, orders.table, order, after);
  context.followUps?.push(
    changeEventOf(orders, { record: toRecord(orders, after), action: 'status' }, after),
  );
}
