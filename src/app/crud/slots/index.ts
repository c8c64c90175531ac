import { orderSlots } from '../orders/order-slots';
import { packageSlots } from '../packages/package-slots';
import { statsSlots } from '../stats/stats-slots';
import { userSlots } from '../users/user-slots';
import type { ResourceSlots } from './types';

export type { FormFieldSlotProps, ListSlotProps, RecordSlotProps, ResourceSlots } from './types';

/** The custom parts of each resource, by resource name; a resource without an entry is fully generated. */
const registry: Readonly<Record<string, ResourceSlots>> = {
  orders: orderSlots,
  packages: packageSlots,
  users: userSlots,
  stats: statsSlots,
};

const none: ResourceSlots = {};

/** The slots of a resource (an empty set when it has none). */
export function slotsOf(resource: string): ResourceSlots {
  return registry[resource] ?? none;
}

/**
 * Loads every resource's form widgets (`lazyComponent`s from form-parts.ts), for the create and edit
 * pages to load with them and render without suspending.
 */
export function preloadFormWidgets(): Promise<unknown> {
  return Promise.all(
    Object.values(registry)
      .flatMap((slots) => Object.values(slots.formFields ?? {}))
      .map((widget) => (widget as { preload?: () => Promise<unknown> }).preload?.()),
  );
}
