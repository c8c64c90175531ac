import { type BaseKey, type HttpError, useDelete, useNotification } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

interface BulkDeleteProps {
  resource: string;
  ids: readonly BaseKey[];
  /** A selected row's name (its title field), for the refusals to say which rows stayed. */
  titleOf: (id: BaseKey) => string;
  /** Called once every request has been answered, with the ids the server refused. */
  onDone: (refused: BaseKey[]) => void;
}

/** At most this many reasons are named; the count says the rest. */
const namedReasons = 3;
/** At most this many rows are named for one reason. */
const namedRows = 3;

/**
 * One line for each reason the server gave, naming the rows it kept ("Jack Walker, Marie Koch:
 * This customer has orders; …"), in the order they were selected. A reason that names its one row
 * already ("Order ORD-000012 has packages …") stands alone; rows refused without a reason (the
 * connection failed) are only named.
 */
export function refusalLines(
  refusals: readonly { title: string; message: string }[],
  more: (names: string, count: number) => string,
): string[] {
  const byReason = new Map<string, string[]>();
  for (const { title, message } of refusals)
    byReason.set(message, [...(byReason.get(message) ?? []), title]);
  return [...byReason].map(([message, titles]) => {
    if (titles.length === 1 && message.includes(titles[0] as string)) return message;
    const names = titles.slice(0, namedRows).join(', ');
    const rest = titles.length - namedRows;
    const who = rest > 0 ? more(names, rest) : names;
    return message ? `${who}: ${message}` : who;
  });
}

/**
 * Deletes the selected rows after a confirmation, one request each, and says how many went and
 * why the others did not, by name; the rows that stayed stay selected. refine's delete-many failed
 * as a whole on the first refusal, and its one toast left unsaid that the other rows had gone.
 */
export function BulkDelete({ resource, ids, titleOf, onDone }: BulkDeleteProps) {
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
    const refused = results.flatMap((result, index) => {
      if (result.status === 'fulfilled') return [];
      const id = ids[index] as BaseKey;
      return [{ id, title: titleOf(id), message: (result.reason as HttpError)?.message ?? '' }];
    });
    // refine's convention, which the notification provider keeps: `description` is the title.
    open?.({
      type: refused.length > 0 ? 'error' : 'success',
      description: t('crud.list.deletedOf', {
        count: ids.length - refused.length,
        total: ids.length,
      }),
      message: refusalLines(refused, (names, count) => t('crud.list.andMore', { names, count }))
        .slice(0, namedReasons)
        .join(' · '),
    });
    onDone(refused.map((refusal) => refusal.id));
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
