import { type BaseKey, type BaseRecord, useNotification } from '@refinedev/core';
import { Alert, Button, Progress, Space } from 'antd';
import { useState } from 'react';
import type { ResourceDefinition } from '../../../resources';
import { Text } from '../../components/text';
import { useTranslation } from '../../i18n/use-translation';
import { useLabels } from '../fields/labels';
import { BulkDelete, refusalLines } from './bulk-delete';
import { movesForEvery } from './bulk-moves';
import { useBulkStatus } from './use-bulk-status';

interface BulkBarProps {
  resource: ResourceDefinition;
  /** The selected rows as the list shows them (their status and version). */
  rows: readonly BaseRecord[];
  /** Whether the role may move them (edit) and delete them, and every row is deletable. */
  canMove: boolean;
  canDelete: boolean;
  titleOf: (id: BaseKey) => string;
  /** Called with the ids that stay selected: the rows the server refused. */
  onDone: (refused: BaseKey[]) => void;
}

/**
 * What a list's selection offers: the status moves every selected row allows, sent a chunk at a
 * time with a progress bar, and the bulk delete. Rows the server refused stay selected, named
 * with why above the table until the next action.
 */
export function BulkBar({ resource, rows, canMove, canDelete, titleOf, onDone }: BulkBarProps) {
  const { t } = useTranslation();
  const { enumValue } = useLabels(resource.name);
  const { open } = useNotification();
  const { move, progress } = useBulkStatus(resource);
  const [refused, setRefused] = useState<string[]>([]);
  const moves = canMove ? movesForEvery(resource, rows) : [];

  const moveAll = async (status: string) => {
    setRefused([]);
    const refusals = await move(status, rows);
    const total = rows.length;
    const lines = refusalLines(refusals, (names, count) =>
      t('crud.list.andMore', { names, count }),
    );
    setRefused(lines);
    // refine's convention, which the notification provider keeps: `description` is the title.
    open?.({
      type: refusals.length > 0 ? 'error' : 'success',
      description: t('crud.bulk.movedOf', {
        count: total - refusals.length,
        total,
        status: enumValue('status', status),
      }),
      message: lines.slice(0, 3).join(' · '),
    });
    onDone(refusals.map((refusal) => refusal.id));
  };

  return (
    <div style={{ marginBottom: 12, display: 'grid', gap: 8 }}>
      <Space wrap>
        <Text>{t('crud.list.selected', { count: rows.length })}</Text>
        {moves.map((state) => (
          <Button key={state} disabled={progress !== undefined} onClick={() => void moveAll(state)}>
            {t('crud.status.moveTo', { status: enumValue('status', state) })}
          </Button>
        ))}
        {canDelete ? (
          <BulkDelete
            resource={resource.name}
            ids={rows.map((row) => row.id as BaseKey)}
            titleOf={titleOf}
            onDone={onDone}
          />
        ) : null}
      </Space>
      {progress ? (
        <Progress
          percent={Math.round((progress.done / progress.total) * 100)}
          aria-label={t('crud.bulk.progress', { done: progress.done, total: progress.total })}
          format={() => `${progress.done} / ${progress.total}`}
        />
      ) : null}
      {refused.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setRefused([])}
          message={t('crud.bulk.refused')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {refused.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </div>
  );
}
