import { type BaseKey, useList } from '@refinedev/core';
import type { ResourceDefinition } from '../../../resources';
import type { ActivityEntry } from './history-entry';

/** The record's newest 50 entries of `GET /api/activity?resource=&recordId=`, newest first. */
export function useRecordActivity(resource: ResourceDefinition, id: BaseKey) {
  return useList<ActivityEntry>({
    resource: 'activity',
    filters: [
      { field: 'resource', operator: 'eq', value: resource.name },
      { field: 'recordId', operator: 'eq', value: String(id) },
    ],
    pagination: { currentPage: 1, pageSize: 50 },
    errorNotification: false,
  });
}
