import { type BaseKey, type HttpError, useDelete, useNotification } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

interface BulkDeleteProps {
  resource: string;
  ids: readonly BaseKey[];
  onDone: () => void;
}

/** At most this many refusals are named; the count says the rest. */
const namedRefusals = 3;

/**
 * Deletes the selected rows after a confirmation, one request each, and says how many went and
 * why the others did not: refine's delete-many failed as a whole on the first refusal, and its
 * one toast left unsaid that the other rows had gone.
 */
export function BulkDelete({ resource, ids, onDone }: BulkDeleteProps) {
  const { t } = useTranslation();
  const { mutateAsync } = useDelete();
  const { open } = useNotification();
  const [pending, setPending] = useState(false);
  if (ids.length === 0) return null;

  const deleteAll = async () => {
    setPending(true);
    const results = await Promise.allSettled(
      ids.map((id) =>
        mutateAsync({
          resource,
          id,
          mutationMode: 'pessimistic',
          successNotification: false,
          errorNotification: false,
        }),
      ),
    );
    setPending(false);
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as HttpError | undefined)?.message ?? ''] : [],
    );
    // refine's convention, which the notification provider keeps: `description` is the title.
    open?.({
      type: refused.length > 0 ? 'error' : 'success',
      description: t('crud.list.deletedOf', {
        count: ids.length - refused.length,
        total: ids.length,
      }),
      message: refused.slice(0, namedRefusals).join(' · '),
    });
    onDone();
  };

  return (
    <Popconfirm
      title={t('crud.list.deleteSelected', { count: ids.length })}
      description={t('crud.list.deleteCannotUndo')}
      okText={t('buttons.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('buttons.cancel')}
      onConfirm={deleteAll}
    >
      <Button danger loading={pending} icon={<Trash2 size={16} aria-hidden />}>
        {t('crud.list.deleteCount', { count: ids.length })}
      </Button>
    </Popconfirm>
  );
}
