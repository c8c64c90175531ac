import { type BaseKey, useCan, useSubscription } from '@refinedev/core';
import { Alert, Divider, Empty, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import type { OrderNote } from '../../../resources/order-notes';
import { formatDateTime } from '../../crud/fields/format';
import { useLabels } from '../../crud/fields/labels';
import { HistoryEntry } from '../../crud/show/history-entry';
import { useRecordActivity } from '../../crud/show/use-record-activity';
import type { RecordSlotProps } from '../../crud/slots';
import { OrderNoteForm } from './order-note-form';
import { orderTimeline } from './order-timeline';
import { useOrderNotes } from './use-order-notes';

/** A note in the timeline: who wrote it, when, and its text as written. */
function NoteEntry({ note }: { note: OrderNote }) {
  const { t, locale } = useLabels('orders');
  return (
    <div>
      <Space wrap size={8}>
        <Tag color="gold">{t('crud.history.actions.note')}</Tag>
        <Typography.Text strong>{note.authorName}</Typography.Text>
        <Typography.Text type="secondary">
          <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, locale)}</time>
        </Typography.Text>
      </Space>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '6px 0 0' }}>
        {note.text}
      </Typography.Paragraph>
    </div>
  );
}

/** Asks for the order's notes and changes again when the server says the order changed. */
function useOrderChanges(orderId: BaseKey, refetch: () => void) {
  useSubscription({
    channel: 'resources/orders',
    types: ['updated'],
    onLiveEvent: (event) => {
      const ids = (event.payload as { ids?: unknown[] }).ids ?? [];
      if (ids.some((id) => String(id) === String(orderId))) refetch();
    },
  });
}

/**
 * The order's history as one timeline: its notes, status moves and changes by time (SPEC §11),
 * and a new note's form for who may edit the order.
 */
export function OrderHistory({ resource, record }: RecordSlotProps) {
  const { t } = useLabels('orders');
  const orderId = record.id ?? '';
  const { data: access } = useCan({ resource: 'orders', action: 'edit' });
  const activity = useRecordActivity(resource, orderId);
  const { query: notesQuery, notes } = useOrderNotes(orderId);
  const refetch = () => {
    void activity.query.refetch();
    void notesQuery.refetch();
  };
  useOrderChanges(orderId, refetch);
  const loading = activity.query.isLoading || notesQuery.isLoading;
  const failure = activity.query.error ?? notesQuery.error;
  const entries = orderTimeline(notes, activity.result.data);
  return (
    <div>
      {access?.can === true ? (
        <>
          <OrderNoteForm orderId={orderId} onAdded={refetch} />
          <Divider />
        </>
      ) : null}
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : failure ? (
        <Alert
          type="warning"
          showIcon
          message={t('crud.history.unavailable')}
          description={failure.message}
        />
      ) : entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.history.empty')} />
      ) : (
        <Timeline
          style={{ paddingTop: 8 }}
          items={entries.map((entry) => ({
            key: entry.key,
            color: entry.kind === 'note' ? 'gold' : 'blue',
            children:
              entry.kind === 'note' ? (
                <NoteEntry note={entry.note} />
              ) : (
                <HistoryEntry resource={resource} entry={entry.entry} record={record} />
              ),
          }))}
        />
      )}
    </div>
  );
}
