import { useCan } from '@refinedev/core';
import { UserCheck, UserX } from 'lucide-react';
import { useLabels } from '../../crud/fields/labels';
import type { RecordSlotProps } from '../../crud/slots';
import { useViewerId } from '../../crud/slots/deletable';
import { StatusButton } from '../../crud/status/status-button';
import { useStatusChange } from '../../crud/status/use-status-change';
import { isOwnAccount } from './own-account';

/**
 * Disable or enable a user (admins); disabling ends every session of that user at once, so your
 * own account offers neither (the server refuses disabling yourself).
 */
export function UserStatusActions({ resource, record, refresh }: RecordSlotProps) {
  const { t } = useLabels(resource.name);
  const { data: access } = useCan({ resource: resource.name, action: 'edit' });
  const viewerId = useViewerId();
  const { change, pending } = useStatusChange(resource, record, refresh);
  // Until the signed-in user is known, neither: it may be their own account.
  if (access?.can !== true || viewerId === undefined || isOwnAccount(record, viewerId)) return null;
  const name = String(record.name ?? '');
  if (record.status === 'active') {
    return (
      <StatusButton
        danger
        label={t('crud.users.disable')}
        icon={<UserX size={16} aria-hidden />}
        loading={pending === 'disabled'}
        confirm={{
          title: t('crud.users.disableTitle', { name }),
          description: t('crud.users.disableExplain'),
        }}
        onConfirm={() => change('disabled')}
      />
    );
  }
  return (
    <StatusButton
      label={t('crud.users.enable')}
      icon={<UserCheck size={16} aria-hidden />}
      loading={pending === 'active'}
      confirm={{
        title: t('crud.users.enableTitle', { name }),
        description: t('crud.users.enableExplain'),
      }}
      onConfirm={() => change('active')}
    />
  );
}
