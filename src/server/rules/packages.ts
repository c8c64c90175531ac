import { randomInt } from 'node:crypto';
import { say } from '../../resources/messages';
import { packableOrderStates, shippedOrderStates } from '../../resources/orders';
import {
  deletablePackageStates,
  finalPackageStates,
  maxFailedAttempts,
  movesAtDestination,
  type TrackingEvent,
} from '../../resources/packages';
import { warehouseFor } from '../../resources/places';
import { AppError, validationFailed } from '../errors';
import { changedFields, refuseLocked } from './locked';
import { followPackage } from './order-follows';
import type { ResourceRules, Row, WriteContext } from './types';

const trackingAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `PKG-` and ten upper-case letters or digits; 36^10 makes a clash vanishingly rare, and the unique index catches one. */
export function newTrackingNumber(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += trackingAlphabet[randomInt(trackingAlphabet.length)];
  return `PKG-${code}`;
}

type Location = { city: string; lat: number; lng: number };

/**
 * The package's order, locked until the package's write commits: an order's rules read its
 * packages (`shipped` needs one, `delivered` all delivered), so a package is created, moved or
 * deleted only while no write of its order runs, and the order's write waits for it.
 */
function lockedOrder(context: WriteContext, orderId: number) {
  return context.engine
    .forWrite(
      context.trx.selectFrom('orders').select(['id', 'number', 'status']).where('id', '=', orderId),
    )
    .executeTakeFirst();
}

/**
 * Where a package's move to `to` happened (SPEC §11): where the operator said, else at the
 * destination for the last mile's moves, else where it was last seen (none: the warehouse).
 */
function whereMoved(current: Row, to: string, given: Location | null | undefined): Location | null {
  if (given) return given;
  if (movesAtDestination.includes(to))
    return { city: current.city as string, lat: current.lat as number, lng: current.lng as number };
  return current.lastLocation ? (JSON.parse(current.lastLocation as string) as Location) : null;
}

export const packageRules: ResourceRules = {
  async prepareCreate(context, input) {
    const order = await lockedOrder(context, input.orderId as number);
    if (!order) throw validationFailed({ orderId: [say('chooseOrder')] });
    if (!packableOrderStates.includes(order.status)) {
      throw validationFailed({
        orderId: [say('orderTakesNoPackages', { orderStatus: order.status })],
      });
    }
    const created: TrackingEvent = {
      status: 'label_created',
      location: warehouseFor(input.country as string).city,
      at: context.now,
      note: null,
    };
    return {
      ...input,
      trackingNumber: newTrackingNumber(),
      orderNumber: order.number,
      status: 'label_created',
      lastLocation: null,
      failedAttempts: 0,
      shippedAt: null,
      deliveredAt: null,
      trackingEvents: [created],
    };
  },
  async prepareUpdate(context, current, input) {
    const { version: _version, eventNote, eventLocation, ...changes } = input;
    if (finalPackageStates.includes(current.status as string)) {
      // A status change is refused by its transition; any other change to its details here.
      const { status: _status, ...details } = changes;
      refuseLocked(
        changedFields(current, details, Object.keys(details), ['lastLocation']),
        say('packageFinal', { packageStatus: current.status as string }),
      );
    }
    const to = changes.status as string | undefined;
    if (to === undefined || to === current.status) return changes;
    await lockedOrder(context, current.orderId as number);

    const failedAttempts = current.failedAttempts as number;
    if (
      current.status === 'failed_attempt' &&
      to === 'out_for_delivery' &&
      failedAttempts >= maxFailedAttempts
    ) {
      throw new AppError(
        409,
        'INVALID_TRANSITION',
        say('returnOnly', { count: maxFailedAttempts }),
        undefined,
        {
          current: current.status,
          requested: to,
          allowed: ['returned'],
        },
      );
    }
    const lastLocation = whereMoved(
      current,
      to,
      changes.lastLocation as Location | null | undefined,
    );
    const event: TrackingEvent = {
      status: to as TrackingEvent['status'],
      location:
        (eventLocation as string | undefined) ??
        lastLocation?.city ??
        warehouseFor(current.country as string).city,
      at: context.now,
      note: (eventNote as string | undefined) ?? null,
    };
    return {
      ...changes,
      lastLocation,
      trackingEvents: [...(JSON.parse(current.trackingEvents as string) as TrackingEvent[]), event],
      ...(to === 'in_transit' && !current.shippedAt ? { shippedAt: context.now } : {}),
      ...(to === 'delivered' ? { deliveredAt: context.now } : {}),
      ...(to === 'failed_attempt' ? { failedAttempts: failedAttempts + 1 } : {}),
    };
  },
  async afterWrite(context, before, after) {
    if (before && after && before.status !== after.status) await followPackage(context, after);
  },
  async beforeDelete(context, current) {
    if (!deletablePackageStates.includes(current.status as string)) {
      const message = say('packageLeft', { trackingNumber: current.trackingNumber as string });
      throw validationFailed({ id: [message] }, message);
    }
    const order = await lockedOrder(context, current.orderId as number);
    if (order && shippedOrderStates.includes(order.status)) {
      const others = await context.trx
        .selectFrom('packages')
        .select('id')
        .where('orderId', '=', current.orderId as number)
        .where('id', '!=', current.id as number)
        .limit(1)
        .executeTakeFirst();
      if (!others) {
        const message = say('lastPackage', { orderStatus: order.status });
        throw validationFailed({ id: [message] }, message);
      }
    }
  },
};
