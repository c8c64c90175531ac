import { type BaseRecord, useInvalidate, useUpdate } from '@refinedev/core';
import type { ResourceDefinition } from '../../../resources';
import { useLabels } from '../fields/labels';

/** PATCHes `{ version, status }` (plus extras such as a note) and reports the server's answer. */
export function useStatusChange(
  resource: ResourceDefinition,
  record: BaseRecord,
  onChanged: () => void,
) {
  const { t, enumValue } = useLabels(resource.name);
  const { mutate, mutation } = useUpdate();
  const invalidate = useInvalidate();
  // A move can move the records this one belongs to (a package's order follows it, SPEC §11):
  // what they show is asked for again.
  const refreshReferenced = () => {
    for (const [name, field] of Object.entries(resource.fields)) {
      const id = record[name];
      if (field.type !== 'reference' || !field.reference || id === undefined || id === null)
        continue;
      void invalidate({ resource: field.reference, id, invalidates: ['detail', 'list'] });
    }
  };
  const change = (status: string, extra: Record<string, unknown> = {}) =>
    mutate(
      {
        resource: resource.name,
        id: record.id ?? '',
        values: { version: record.version, status, ...extra },
        mutationMode: 'pessimistic',
        successNotification: () => ({
          type: 'success',
          message: t('crud.status.changed', { status: enumValue('status', status) }),
        }),
        // The server says why (INVALID_TRANSITION names the allowed states; a conflict says reload).
        errorNotification: (error) => ({
          type: 'error',
          message: t('crud.status.failed'),
          description: error?.message,
        }),
      },
      {
        onSuccess: refreshReferenced,
        onSettled: onChanged,
      },
    );
  const pending = mutation.isPending
    ? (mutation.variables?.values as { status?: string } | undefined)?.status
    : undefined;
  return { change, pending };
}
