import { type BaseKey, type BaseRecord, useGetIdentity } from '@refinedev/core';
import type { Identity } from '../../providers/identity';
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
 * Whether the record's state lets the signed-in user (`viewerId`) delete it (its resource's
 * `canDelete`; yes without one).
 */
export const deletable = (
  slots: ResourceSlots,
  record: BaseRecord,
  viewerId: BaseKey | undefined,
): boolean => slots.canDelete?.(record, viewerId) ?? true;

/** The id of the signed-in user, undefined until known: who `deletable` asks for. */
export function useViewerId(): BaseKey | undefined {
  return useGetIdentity<Identity>().data?.id;
}

/** A resource whose records no others keep from being deleted: nothing to know. */
const nothingRelated = (): boolean | undefined => undefined;

/**
 * On a record's page: whether Delete is offered. Not when its state keeps it (`deletable`) nor
 * once its related records are known to (`useDeletable`); yes until the record has come.
 */
export function useDeletableOnPage(slots: ResourceSlots, record: BaseRecord | undefined): boolean {
  const viewerId = useViewerId();
  const relatedAllow = (slots.useDeletable ?? nothingRelated)(record);
  return record === undefined || (deletable(slots, record, viewerId) && relatedAllow !== false);
}

/** Calls each `lazyComponent`'s `preload` among `parts` (a plain component has none). */
const preloadAll = (parts: readonly unknown[]) =>
  Promise.all(
    parts.map((part) => (part as { preload?: () => Promise<unknown> } | undefined)?.preload?.()),
  );

/**
 * Loads every resource's form widgets (`lazyComponent`s from form-parts.ts), for the create and edit
 * pages to load with them and render without suspending.
 */
export function preloadFormWidgets(): Promise<unknown> {
  return preloadAll(
    Object.values(registry).flatMap((slots) => Object.values(slots.formFields ?? {})),
  );
}

/**
 * Loads every resource's show-page parts (`lazyComponent`s from show-parts.ts), for the show page
 * to load with them and draw its record without suspending.
 */
export function preloadShowParts(): Promise<unknown> {
  return preloadAll(
    Object.values(registry).flatMap((slots) => [slots.showExtra, slots.statusActions]),
  );
}
