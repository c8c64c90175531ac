import type { BaseKey, BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import { Button, Skeleton, Space, Table, theme } from 'antd';
import { RefreshCw } from 'lucide-react';
import { type CSSProperties, type Key, Suspense, useMemo, useState } from 'react';
import { type ResourceDefinition, titleOf } from '../../resources';
import { movesInBulk } from '../../resources/bulk-status';
import { PageHeading } from '../components/page-heading';
import { usePermissionMap } from '../components/use-permission-map';
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
import { usePrefetchedFirstPage } from './list/use-prefetched-first-page';
import { useVisibleColumns } from './list/use-visible-columns';
import { useSlots } from './slots';
import { deletable, useViewerId } from './slots/deletable';

/** The generated list of a resource, its whole state in its URL (`ListLocation`). */
export default function ResourceList({ resource }: { resource: ResourceDefinition }) {
  return (
    <ListLocation resource={resource.name}>
      <ListPage resource={resource} />
    </ListLocation>
  );
}

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
  const [selected, setSelected] = useState<BaseKey[]>([]);
  const phone = useIsPhone();
  const { token } = theme.useToken();
  // From the role's permission map, which the menu has loaded already. A query of its own
  // (refine's useCan) was answered after the first rows were drawn: the whole table was drawn
  // again and an admin's selection column jumped in.
  const permissions = usePermissionMap()?.[resource.name];
  const canDelete = permissions?.delete === true;
  const canMove = permissions?.edit === true && movesInBulk(resource);
  // Who is signed in, which the header has loaded already: your own account is not offered.
  const viewerId = useViewerId();

  const applyFilters = (next: CrudFilter[]) => {
    setFilters(next, 'merge');
    setCurrentPage(1);
    setSelected([]);
  };
  /** A row's name on this page, for the bulk delete's refusals. */
  const rowTitle = (id: BaseKey) =>
    titleOf(resource, tableProps.dataSource?.find((row) => row.id === id) ?? { id });
  const selectedRows = (tableProps.dataSource ?? []).filter((row) =>
    selected.includes(row.id as BaseKey),
  );
  const selectedDeletable = selectedRows.every((row) => deletable(slots, row, viewerId));
  // A row is offered for the moves, or for a delete its state allows.
  const selectable = (record: BaseRecord) => canMove || deletable(slots, record, viewerId);
  const columns = useVisibleColumns(
    useListColumns({ resource, specs, sorters, filters, onFilter: applyFilters }),
  );
  const filtered = activeFilters(filters).length > 0;
  const pagination = tableProps.pagination
    ? {
        ...tableProps.pagination,
        showSizeChanger: true,
        pageSizeOptions: [10, 25, 50, 100],
        showTotal: (total: number) => t('crud.list.total', { count: total }),
      }
    : false;
  const selection =
    canDelete || canMove ? rowSelection(resource, selectable, selected, setSelected, t) : undefined;

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
          canDelete={canDelete && selectedDeletable}
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
          onChange={(page, _filters, sorter, extra) =>
            tableProps.onChange?.(page, {}, sorter, extra)
          }
          rowSelection={selection}
          locale={{
            emptyText: tableQuery.isLoading ? (
              <div style={{ height: 120 }} />
            ) : (
              <EmptyState
                resource={resource.name}
                filtered={filtered}
                onClear={() => setFilters([], 'replace')}
              />
            ),
          }}
        />
      )}
    </div>
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

/** The table's selection for bulk moves and delete: a row neither can take is not offered. */
function rowSelection(
  resource: ResourceDefinition,
  selectable: (record: BaseRecord) => boolean,
  selected: BaseKey[],
  setSelected: (keys: BaseKey[]) => void,
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  return {
    selectedRowKeys: selected,
    onChange: (keys: Key[]) => setSelected(keys as BaseKey[]),
    getCheckboxProps: (record: BaseRecord) => {
      const label = t('crud.list.selectRow', { title: titleOf(resource, record) });
      return { title: label, 'aria-label': label, disabled: !selectable(record) };
    },
  };
}
