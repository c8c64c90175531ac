import type { BaseKey, BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import { Button, Skeleton, Space, Table, type TableProps, theme } from 'antd';
import { RefreshCw } from 'lucide-react';
import { type CSSProperties, type ReactNode, Suspense, useMemo } from 'react';
import { type ResourceDefinition, titleOf } from '../../resources';
import { PageHeading } from '../components/page-heading';
import { useTranslation } from '../i18n/use-translation';
import { BulkBar } from './list/bulk-bar';
import { ColumnPicker } from './list/column-picker';
import { hasStatusTabs, isSearchable, listColumnsOf } from './list/columns';
import { CreateLink } from './list/create-link';
import { EmptyState } from './list/empty-state';
import { ExportLink } from './list/export-link';
import { activeFilters, filterValue } from './list/filters';
import { useListColumns } from './list/list-columns';
import { ListLocation } from './list/list-location';
import { PhoneList } from './list/phone-list';
import { SavedViewsMenu } from './list/saved-views-menu';
import { SearchBox } from './list/search-box';
import { StatusTabs } from './list/status-tabs';
import { useAntdTable } from './list/use-antd-table';
import { useIsPhone } from './list/use-is-phone';
import { useListSelection } from './list/use-list-selection';
import { usePrefetchedFirstPage } from './list/use-prefetched-first-page';
import { useVisibleColumns } from './list/use-visible-columns';
import { useSlots } from './slots';

/** The generated list of a resource, its whole state in its URL (`ListLocation`). */
export default function ResourceList({ resource }: { resource: ResourceDefinition }) {
  return (
    <ListLocation resource={resource.name}>
      <ListPage resource={resource} />
    </ListLocation>
  );
}

/** The page sizes a list offers. */
const pageChoices = { showSizeChanger: true, pageSizeOptions: [10, 25, 50, 100] };

/** The list: server-side paging, sorting, filters, search, export, bulk delete. */
function ListPage({ resource }: { resource: ResourceDefinition }) {
  const { t } = useTranslation();
  const slots = useSlots(resource.name);
  const specs = useMemo(() => listColumnsOf(resource, slots), [resource, slots]);
  const { tableProps, tableQuery, sorters, filters, setFilters, setCurrentPage, ...table } =
    useAntdTable<BaseRecord>({
      resource: resource.name,
      syncWithLocation: true,
      sorters: { initial: [resource.defaultSort] },
      pagination: { pageSize: 10 },
      queryOptions: usePrefetchedFirstPage(resource.name),
    });
  const { selected, setSelected, selectedRows, canMove, canDeleteSelected, selection } =
    useListSelection(resource, slots, tableProps.dataSource ?? []);
  const phone = useIsPhone();

  const applyFilters = (next: CrudFilter[]) => {
    setFilters(next, 'merge');
    setCurrentPage(1);
    setSelected([]);
  };
  /** A row's name on this page, for the bulk delete's refusals. */
  const rowTitle = (id: BaseKey) =>
    titleOf(resource, tableProps.dataSource?.find((row) => row.id === id) ?? { id });
  const columns = useVisibleColumns(
    useListColumns({ resource, specs, sorters, filters, onFilter: applyFilters }),
  );
  const filtered = activeFilters(filters).length > 0;
  const pagination = tableProps.pagination
    ? {
        ...tableProps.pagination,
        ...pageChoices,
        showTotal: (total: number) => t('crud.list.total', { count: total }),
      }
    : false;

  return (
    <div>
      <ListHeading
        resource={resource}
        filters={filters}
        sorters={sorters}
        refreshing={tableQuery.isFetching && !tableQuery.isLoading}
        onRefresh={() => void tableQuery.refetch()}
        onSearch={(q) => applyFilters([{ field: 'q', operator: 'eq', value: q }])}
      />
      {hasStatusTabs(resource, slots) ? (
        <StatusTabs
          resource={resource}
          value={filterValue(filters, 'status', 'eq') as string | undefined}
          onChange={(status) => applyFilters([{ field: 'status', operator: 'eq', value: status }])}
        />
      ) : null}
      {slots.listExtra ? (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 290 }} />}>
          <slots.listExtra
            resource={resource}
            rows={tableProps.dataSource ?? []}
            loading={tableQuery.isLoading}
          />
        </Suspense>
      ) : null}
      {selected.length > 0 ? (
        <BulkBar
          resource={resource}
          rows={selectedRows}
          canMove={canMove}
          canDelete={canDeleteSelected}
          titleOf={rowTitle}
          // The rows the server refused stay selected, so the operator sees which they are.
          onDone={setSelected}
        />
      ) : null}
      {phone ? (
        <PhoneList
          resource={resource}
          specs={specs}
          filters={filters}
          sorters={sorters}
          onFilter={applyFilters}
          filtered={filtered}
          onClearFilters={() => setFilters([], 'replace')}
          onSort={table.setSorters}
          rows={tableProps.dataSource ?? []}
          loading={Boolean(tableProps.loading)}
          pagination={pagination}
          onPage={(page, size) => {
            setCurrentPage(page);
            table.setPageSize(size);
          }}
          selection={selection}
        />
      ) : (
        <ListTable
          tableProps={tableProps}
          columns={columns}
          pagination={pagination}
          selection={selection}
          empty={
            tableQuery.isLoading ? (
              <div style={{ height: 120 }} />
            ) : (
              <EmptyState
                resource={resource.name}
                filtered={filtered}
                onClear={() => setFilters([], 'replace')}
              />
            )
          }
        />
      )}
    </div>
  );
}

/** The list as a table, on screens wider than a phone's. */
function ListTable({
  tableProps,
  columns,
  pagination,
  selection,
  empty,
}: {
  tableProps: TableProps<BaseRecord>;
  columns: TableProps<BaseRecord>['columns'];
  pagination: TableProps<BaseRecord>['pagination'];
  selection: TableProps<BaseRecord>['rowSelection'];
  empty: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Table<BaseRecord>
      {...tableProps}
      rowKey="id"
      // refine asks for scroll.x; the stylesheet scrolls wide tables instead (see global.css).
      scroll={undefined}
      // The sticky row actions cover what scrolls beneath with the card's own colour.
      style={{ '--table-bg': token.colorBgContainer } as CSSProperties}
      size="middle"
      columns={columns}
      pagination={pagination}
      // Filters come from the column dropdowns and tabs, not antd's own filter state.
      onChange={(page, _filters, sorter, extra) => tableProps.onChange?.(page, {}, sorter, extra)}
      rowSelection={selection}
      locale={{ emptyText: empty }}
    />
  );
}

/** The list's title with its search, refresh, export and create. */
function ListHeading({
  resource,
  filters,
  sorters,
  refreshing,
  onRefresh,
  onSearch,
}: {
  resource: ResourceDefinition;
  filters: CrudFilter[];
  sorters: CrudSort[];
  refreshing: boolean;
  onRefresh(): void;
  onSearch(q: string | undefined): void;
}) {
  const { t } = useTranslation();
  return (
    <PageHeading
      title={t(`resources.${resource.name}.title`)}
      extra={
        <Space wrap>
          {isSearchable(resource) ? (
            <SearchBox
              value={filterValue(filters, 'q', 'eq') as string | undefined}
              onSearch={onSearch}
            />
          ) : null}
          <Button
            icon={<RefreshCw size={16} aria-hidden />}
            loading={refreshing}
            onClick={onRefresh}
          >
            {t('buttons.refresh')}
          </Button>
          <SavedViewsMenu resource={resource.name} />
          <ColumnPicker resource={resource} />
          <ExportLink resource={resource.name} filters={filters} sorters={sorters} />
          <CreateLink resource={resource} />
        </Space>
      }
    />
  );
}
