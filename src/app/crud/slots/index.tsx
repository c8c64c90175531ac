import { type BaseKey, type BaseRecord, useGetIdentity } from '@refinedev/core';
import { createContext, type ReactNode, useContext } from 'react';
import type { Identity } from '../../providers/identity';
import type { ResourceSlots } from './types';

export type { FormFieldSlotProps, ListSlotProps, RecordSlotProps, ResourceSlots } from './types';

/** The slots of a resource by its name; an empty set for a resource that has none. */
export type SlotsOf = (resource: string) => ResourceSlots;

const none: ResourceSlots = {};
/**
 * The resources' slots, handed in by whoever draws the generated pages (the page table), so that
 * the generated pages never import a resource's own parts. Without a provider every resource is
 * fully generated.
 */
const SlotsContext = createContext<SlotsOf>(() => none);

/** Hands the generated pages below it the resources' slots. */
export function SlotsProvider({ slotsOf, children }: { slotsOf: SlotsOf; children: ReactNode }) {
  return <SlotsContext.Provider value={slotsOf}>{children}</SlotsContext.Provider>;
}

/** The slots of `resource` (an empty set when it has none). */
export function useSlots(resource: string): ResourceSlots {
  return useContext(SlotsContext)(resource);
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
