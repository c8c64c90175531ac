import { type BaseKey, type BaseRecord, useGetIdentity } from '@refinedev/core';
import type { Identity } from '../../providers/identity';
import type { ResourceSlots } from './types';

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
