import { type BaseKey, type HttpError, useDelete, useNotification } from '@refinedev/core';
import { Button } from 'antd';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { undoSeconds } from '../../providers/config';

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
 * Deletes the selected rows, one request each, after the seconds of an Undo notice (refine's
 * undoable mode, each delete's own notice kept silent for one of the whole selection); then says
 * how many went and why the others did not, by name, and the rows that stayed stay selected.
 * Undo replaces the confirmation. refine's delete-many failed as a whole on the first refusal,
 * and its one toast left unsaid that the other rows had gone.
 */
export function BulkDelete({ resource, ids, titleOf, onDone }: BulkDeleteProps) {
  const { t } = useTranslation();
  const { mutateAsync } = useDelete();
  const { open, close } = useNotification();
  const [pending, setPending] = useState(false);
  if (ids.length === 0) return null;

  const deleteAll = async () => {
    setPending(true);
    const cancels: (() => void)[] = [];
    const key = `bulk-delete-${resource}`;
    const settled = Promise.allSettled(
      ids.map((id) =>
        mutateAsync({
          resource,
          id,
          mutationMode: 'undoable',
          undoableTimeout: undoSeconds * 1000,
          onCancel: (cancel) => cancels.push(cancel),
          successNotification: false,
          errorNotification: false,
        }),
      ),
    );
    open?.({
      key,
      type: 'progress',
      message: t('crud.bulk.deleting', { count: ids.length }),
      undoableTimeout: undoSeconds,
      cancelMutation: () => {
        for (const cancel of cancels) cancel();
      },
    });
    const results = await settled;
    close?.(key);
    setPending(false);
    const undone = (result: PromiseSettledResult<unknown>) =>
      result.status === 'rejected' &&
      (result.reason as HttpError | undefined)?.message === 'mutationCancelled';
    if (results.every(undone)) {
      open?.({ type: 'success', message: '', description: t('crud.bulk.undone') });
      onDone([...ids]);
      return;
    }
    const refused = results.flatMap((result, index) => {
      if (result.status === 'fulfilled' || undone(result)) return [];
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
    <Button
      danger
      loading={pending}
      icon={<Trash2 size={16} aria-hidden />}
      onClick={() => void deleteAll()}
    >
      {t('crud.list.deleteCount', { count: ids.length })}
    </Button>
  );
}
