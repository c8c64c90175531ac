import { useCan } from '@refinedev/core';
import { Space } from 'antd';
import { useLabels } from '../fields/labels';
import { type RecordSlotProps, useSlots } from '../slots';
import { allowedNextStates, useEveryState } from './next-states';
import { StatusButton } from './status-button';
import { useStatusChange } from './use-status-change';

/** One button per state the record may move to now; hidden from roles that may not edit. */
export function StatusActions({ resource, record, refresh }: RecordSlotProps) {
  const { t, enumValue } = useLabels(resource.name);
  const slots = useSlots(resource.name);
  const { data: access } = useCan({ resource: resource.name, action: 'edit' });
  const { change, pending } = useStatusChange(resource, record, refresh);
  const useNarrowing = slots.useNextStates ?? useEveryState;
  const states = useNarrowing(record, allowedNextStates(resource, record));
  if (access?.can !== true || states.length === 0) return null;
  const noteField = slots.statusNoteField;
  return (
    <Space wrap>
      {states.map((state) => {
        const label = t('crud.status.moveTo', { status: enumValue('status', state) });
        const risky = slots.confirmStates?.includes(state) === true;
        return (
          <StatusButton
            key={state}
            label={label}
            danger={risky}
            loading={pending === state}
            disabled={pending !== undefined && pending !== state}
            withNote={noteField !== undefined}
            confirm={
              risky
                ? { title: t('crud.status.confirm', { status: enumValue('status', state) }) }
                : undefined
            }
            onConfirm={(note) => change(state, noteField && note ? { [noteField]: note } : {})}
          />
        );
      })}
    </Space>
  );
}
