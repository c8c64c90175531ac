import type { ResourceSlots, SlotsOf } from '../crud/slots';
import { orderSlots } from './orders/order-slots';
import { packageSlots } from './packages/package-slots';
import { statsSlots } from './stats/stats-slots';
import { userSlots } from './users/user-slots';

/**
 * What each resource adds to the generated pages (its slots), by resource name; a resource
 * without an entry is fully generated. The page table hands this registry to the generated pages
 * (`SlotsProvider`): they never import it, so a resource's parts depend on the generic pages and
 * never the other way round.
 */
const registry: Readonly<Record<string, ResourceSlots>> = {
  orders: orderSlots,
  packages: packageSlots,
  users: userSlots,
  stats: statsSlots,
};

const none: ResourceSlots = {};

/** The slots of a resource (an empty set when it has none). */
export const slotsOf: SlotsOf = (resource) => registry[resource] ?? none;

/** Calls each `lazyComponent`'s `preload` among `parts` (a plain component has none). */
const preloadEach = (parts: readonly unknown[]) =>
  Promise.all(
    parts.map((part) => (part as { preload?: () => Promise<unknown> } | undefined)?.preload?.()),
  );

/**
 * Loads every resource's form widgets (`lazyComponent`s from form-parts.ts), for the create and edit
 * pages to load with them and render without suspending.
 */
export function preloadFormWidgets(): Promise<unknown> {
  return preloadEach(
    Object.values(registry).flatMap((slots) => Object.values(slots.formFields ?? {})),
  );
}

/**
 * Loads every resource's show-page parts (`lazyComponent`s from show-parts.ts), for the show page
 * to load with them and draw its record without suspending.
 */
export function preloadShowParts(): Promise<unknown> {
  return preloadEach(
    Object.values(registry).flatMap((slots) => [slots.showExtra, slots.statusActions]),
  );
}
