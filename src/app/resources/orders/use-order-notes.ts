import { type BaseKey, useCustom, useCustomMutation } from '@refinedev/core';
import type { OrderNote } from '../../../resources/order-notes';
import { useLabels } from '../../crud/fields/labels';
import { apiUrl } from '../../providers/config';

const notesUrl = (orderId: BaseKey) => `${apiUrl}/orders/${orderId}/notes`;

/** The order's notes, oldest first (`GET /api/orders/:id/notes`). */
export function useOrderNotes(orderId: BaseKey) {
  const { query, result } = useCustom<OrderNote[]>({
    url: notesUrl(orderId),
    method: 'get',
    errorNotification: false,
  });
  return { query, notes: Array.isArray(result.data) ? result.data : [] };
}

/** Adds a note to the order (`POST /api/orders/:id/notes`), then calls `onAdded`. */
export function useAddOrderNote(orderId: BaseKey, onAdded: () => void) {
  const { t } = useLabels('orders');
  const { mutate, mutation } = useCustomMutation<OrderNote>();
  const add = (text: string) =>
    mutate(
      {
        url: notesUrl(orderId),
        method: 'post',
        values: { text },
        successNotification: () => ({ type: 'success', message: t('crud.orders.notes.added') }),
        errorNotification: (error) => ({
          type: 'error',
          message: t('crud.orders.notes.failed'),
          description: error?.message,
        }),
      },
      { onSuccess: onAdded },
    );
  return { add, adding: mutation.isPending };
}
