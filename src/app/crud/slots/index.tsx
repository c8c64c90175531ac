import { createContext, type ReactNode, useContext } from 'react';
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
