import type { BaseRecord } from '@refinedev/core';
import { nextStates, type ResourceDefinition } from '../../../resources';

/** The states this record may move to by its resource's transitions (slots may narrow them). */
export function allowedNextStates(
  resource: ResourceDefinition,
  record: BaseRecord,
): readonly string[] {
  const status = record.status;
  return typeof status === 'string' ? nextStates(resource, status) : [];
}

/** The narrowing of a resource without a rule of its own: everything the definition allows. */
export const useEveryState = (_record: BaseRecord, allowed: readonly string[]) => allowed;
