import { Card, Table } from 'antd';
import { useAntdTable } from '../../crud/list/use-antd-table';
import { type ActivityEntry, useActivityColumns } from './activity-columns';
import { ActivityFilters } from './activity-filters';

/** The activity log, paged on the server, filterable by person, action, resource and days. */
export function ActivityTable() {
  const columns = useActivityColumns();
  const { tableProps, filters, setFilters, setCurrentPage } = useAntdTable<ActivityEntry>({
    resource: 'activity',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
  });

  return (
    <Card styles={{ body: { padding: 0 } }}>
      <ActivityFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next, 'merge');
          setCurrentPage(1);
        }}
      />
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
