import type { BaseRecord } from '@refinedev/core';
import { Space, Tag, Typography } from 'antd';
import type { ResourceDefinition } from '../../../resources';
import { useChangeLines } from '../fields/change-lines';
import { useFieldText } from '../fields/field-text';
import { formatDateTime } from '../fields/format';
import { useLabels } from '../fields/labels';

/** One entry of `GET /api/activity` (SPEC §3 Activity). */
export interface ActivityEntry {
  id: number;
  actorId: number | null;
  actorName: string | null;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  at: string;
}

const actionColors: Record<string, string> = {
  create: 'green',
  update: 'blue',
  status: 'purple',
  delete: 'red',
};

/** Who did what and when, with each change as `field: before → after`. */
export function HistoryEntry({
  resource,
  entry,
  record,
}: {
  resource: ResourceDefinition;
  entry: ActivityEntry;
  record: BaseRecord;
}) {
  const { t, locale } = useLabels(resource.name);
  const fieldText = useFieldText(resource.name);
  const changeLines = useChangeLines(resource.name);
  const listChanges = entry.action === 'update' || entry.action === 'status';
  const lines = listChanges
    ? changeLines(entry.changes ?? {}, (name, value) => fieldText(name, value, record))
    : [];
  return (
    <div>
      <Space wrap size={8}>
        <Tag color={actionColors[entry.action] ?? 'default'}>
          {t(`crud.history.actions.${entry.action}`, { defaultValue: entry.action })}
        </Tag>
        <Typography.Text strong>{entry.actorName ?? t('crud.history.system')}</Typography.Text>
        <Typography.Text type="secondary">
          <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
        </Typography.Text>
      </Space>
      {lines.length > 0 ? (
        <ul style={{ margin: '6px 0 0', paddingInlineStart: 18 }}>
          {lines.map((line) => (
            <li key={line.name}>
              <Typography.Text type="secondary">{line.label}:</Typography.Text> {line.values}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
