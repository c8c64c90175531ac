import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Alert, Empty, Skeleton, Timeline } from 'antd';
import type { ResourceDefinition } from '../../../resources';
import { useTranslation } from '../../i18n/use-translation';
import { HistoryEntry } from './history-entry';
import { useRecordActivity } from './use-record-activity';

interface HistoryTabProps {
  resource: ResourceDefinition;
  id: BaseKey;
  record: BaseRecord;
}

/** The record's history from `GET /api/activity?resource=&recordId=`, newest first. */
export function HistoryTab({ resource, id, record }: HistoryTabProps) {
  const { t } = useTranslation();
  const { result, query } = useRecordActivity(resource, id);
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('crud.history.unavailable')}
        description={query.error?.message}
      />
    );
  if (result.data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.history.empty')} />;
  }
  return (
    <Timeline
      style={{ paddingTop: 8 }}
      items={result.data.map((entry) => ({
        key: entry.id,
        children: <HistoryEntry resource={resource} entry={entry} record={record} />,
      }))}
    />
  );
}
