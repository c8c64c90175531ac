import { type BaseRecord, useCan } from '@refinedev/core';
import { Space } from 'antd';
import type { ComponentType } from 'react';
import { useLabels } from '../fields/labels';
import { type RecordSlotProps, useSlots } from '../slots';
import { allowedNextStates, useEveryState } from './next-states';
import { StatusButton } from './status-button';
import { useStatusChange } from './use-status-change';

/** What a resource's own fields of a status move receive: the record, the state, where to report. */
export interface StatusFieldsProps {
  record: BaseRecord;
  to: string;
  /** The input fields to send with the move. */
  onChange: (values: Record<string, unknown>) => void;
}

/**
 * One button per state the record may move to now; hidden from roles that may not edit. `fields`
 * asks more of each move (where a package moved).
 */
export function StatusActions({
  resource,
  record,
  refresh,
  fields: Fields,
}: RecordSlotProps & { fields?: ComponentType<StatusFieldsProps> }) {
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
            fields={
              Fields
                ? (onChange) => (
                    <Fields
                      key={String(record.version)}
                      record={record}
                      to={state}
                      onChange={onChange}
                    />
                  )
                : undefined
            }
            confirm={
              risky
                ? { title: t('crud.status.confirm', { status: enumValue('status', state) }) }
                : undefined
            }
            onConfirm={(note, values) =>
              change(state, { ...values, ...(noteField && note ? { [noteField]: note } : {}) })
            }
          />
        );
      })}
    </Space>
  );
}
