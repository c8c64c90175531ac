import { getDefaultFilter } from '@refinedev/core';
import { Card, Flex, Select, Table } from 'antd';
import { resources } from '../../../resources';
import { useAntdTable } from '../../crud/list/use-antd-table';
import { useTranslation } from '../../i18n/use-translation';
import {
  type ActivityEntry,
  activityActions,
  useActivityColumns,
  useResourceLabel,
} from './activity-columns';

const loggedResources = [...resources.map((resource) => resource.name), 'auth'];

/** The activity log, paged on the server, filterable by resource and action. */
export function ActivityTable() {
  const { t } = useTranslation();
  const columns = useActivityColumns();
  const resourceLabel = useResourceLabel();
  const { tableProps, filters, setFilters } = useAntdTable<ActivityEntry>({
    resource: 'activity',
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
  });
  const filterBy = (field: 'resource' | 'action', value: string | undefined) =>
    setFilters([{ field, operator: 'eq', value }]);

  return (
    <Card styles={{ body: { padding: 0 } }}>
      <Flex wrap gap={12} style={{ padding: 16 }}>
        <Select<string>
          allowClear
          aria-label={t('activity.filterResource')}
          placeholder={t('activity.allResources')}
          style={{ minWidth: 200 }}
          value={getDefaultFilter('resource', filters, 'eq')}
          onChange={(value) => filterBy('resource', value)}
          options={loggedResources.map((name) => ({ value: name, label: resourceLabel(name) }))}
        />
        <Select<string>
          allowClear
          aria-label={t('activity.filterAction')}
          placeholder={t('activity.allActions')}
          style={{ minWidth: 200 }}
          value={getDefaultFilter('action', filters, 'eq')}
          onChange={(value) => filterBy('action', value)}
          options={activityActions.map((action) => ({
            value: action,
            label: t(`activity.actions.${action}`),
          }))}
        />
      </Flex>
      <Table<ActivityEntry>
        {...tableProps}
        rowKey="id"
        size="middle"
        columns={columns}
        pagination={{ ...tableProps.pagination, showSizeChanger: false }}
      />
    </Card>
  );
}
