import { type BaseKey, useDeleteMany } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import { Trash2 } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';

interface BulkDeleteProps {
  resource: string;
  ids: readonly BaseKey[];
  onDone: () => void;
}

/** Deletes the selected rows after a confirmation. */
export function BulkDelete({ resource, ids, onDone }: BulkDeleteProps) {
  const { t } = useTranslation();
  const { mutate, mutation } = useDeleteMany();
  if (ids.length === 0) return null;
  return (
    <Popconfirm
      title={t('crud.list.deleteSelected', { count: ids.length })}
      description={t('crud.list.deleteCannotUndo')}
      okText={t('buttons.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('buttons.cancel')}
      onConfirm={() =>
        mutate({ resource, ids: [...ids], mutationMode: 'pessimistic' }, { onSettled: onDone })
      }
    >
      <Button danger loading={mutation.isPending} icon={<Trash2 size={16} aria-hidden />}>
        {t('crud.list.deleteCount', { count: ids.length })}
      </Button>
    </Popconfirm>
  );
}
