import type { BaseRecord } from '@refinedev/core';
import { nextStates, type ResourceDefinition } from '../../../resources';
import type { ResourceSlots } from '../slots/types';

/** The states this record may move to now: the definition's transitions, narrowed by a slot rule. */
export function allowedNextStates(
  resource: ResourceDefinition,
  record: BaseRecord,
  slots: ResourceSlots = {},
): readonly string[] {
  const status = record.status;
  if (typeof status !== 'string') return [];
  const allowed = nextStates(resource, status);
  return slots.nextStates ? slots.nextStates(record, allowed) : allowed;
}
