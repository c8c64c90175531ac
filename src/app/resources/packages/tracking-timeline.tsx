import type { BaseRecord } from '@refinedev/core';
import { Card, Empty, Space, Timeline, Typography } from 'antd';
import { MapPin } from 'lucide-react';
import type { TrackingEvent } from '../../../resources/packages';
import { EnumTag } from '../../crud/fields/enum-tag';
import { formatDateTime } from '../../crud/fields/format';
import { useLabels } from '../../crud/fields/labels';
import { trackingNoteText } from './tracking-note';

const dotColors: Record<string, string> = {
  delivered: 'green',
  failed_attempt: 'orange',
  lost: 'red',
  returned: 'red',
};

/** The tracking events newest first, oldest last (the event log is appended in time order). */
export function newestFirst(events: readonly TrackingEvent[]): TrackingEvent[] {
  return [...events].sort((a, b) => b.at.localeCompare(a.at));
}

/** The package's tracking events as a timeline: status, place, time and note. */
export function TrackingTimeline({ record }: { record: BaseRecord }) {
  const { t, locale } = useLabels('packages');
  const noteOf = (event: TrackingEvent) => trackingNoteText(t, locale, event);
  const events = newestFirst(
    Array.isArray(record.trackingEvents) ? (record.trackingEvents as TrackingEvent[]) : [],
  );
  return (
    <Card size="small" title={t('crud.packages.tracking')}>
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.packages.noEvents')} />
      ) : (
        <Timeline
          style={{ paddingTop: 8 }}
          items={events.map((event, index) => ({
            key: `${event.at}-${index}`,
            color: dotColors[event.status] ?? (index === 0 ? 'blue' : 'gray'),
            children: (
              <Space direction="vertical" size={2}>
                <Space wrap size={8}>
                  <EnumTag resource="packages" field="status" value={event.status} />
                  <Typography.Text type="secondary">
                    <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
                  </Typography.Text>
                </Space>
                <Space size={4}>
                  <MapPin size={14} aria-hidden />
                  <Typography.Text>{event.location}</Typography.Text>
                </Space>
                {event.note ? (
                  <Typography.Text type="secondary">{noteOf(event)}</Typography.Text>
                ) : null}
              </Space>
            ),
          }))}
        />
      )}
    </Card>
  );
}
