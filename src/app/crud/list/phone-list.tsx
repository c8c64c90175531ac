import type { BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import type { TablePaginationConfig } from 'antd';
import { Pagination, Select, Skeleton } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import type { ResourceDefinition } from '../../../resources';
import { useLabels } from '../fields/labels';
import type { ColumnSpec } from './columns';
import { EmptyState } from './empty-state';
import { FilterDrawer } from './filter-drawer';
import { RecordCards } from './record-cards';

interface PhoneListProps {
  resource: ResourceDefinition;
  specs: readonly ColumnSpec[];
  filters: readonly CrudFilter[];
  sorters: readonly CrudSort[];
  onFilter: (filters: CrudFilter[]) => void;
  filtered: boolean;
  onClearFilters: () => void;
  onSort: (sorters: CrudSort[]) => void;
  rows: readonly BaseRecord[];
  loading: boolean;
  pagination: TablePaginationConfig | false;
  onPage: (page: number, pageSize: number) => void;
  selection?: TableRowSelection<BaseRecord>;
}

/** A list on a phone: the filters' drawer, a sort, the rows as cards, and the pages below. */
export function PhoneList(props: PhoneListProps) {
  const { resource, specs, filters, rows, loading, pagination } = props;
  const { position: _tableOnly, ...pages } = pagination || {};
  return (
    <div>
      <div className="phone-list-tools">
        <FilterDrawer
          resource={resource.name}
          specs={specs}
          filters={filters}
          onApply={props.onFilter}
        />
        <SortSelect
          resource={resource.name}
          specs={specs}
          sorters={props.sorters}
          onSort={props.onSort}
        />
      </div>
      {loading && rows.length === 0 ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <EmptyState
          resource={resource.name}
          filtered={props.filtered}
          onClear={props.onClearFilters}
        />
      ) : (
        <RecordCards resource={resource} rows={rows} selection={props.selection} />
      )}
      {pagination ? <Pagination {...pages} align="center" simple onChange={props.onPage} /> : null}
    </div>
  );
}

/** The table's column sorts as one choice, since cards have no headers to click. */
function SortSelect({
  resource,
  specs,
  sorters,
  onSort,
}: {
  resource: string;
  specs: readonly ColumnSpec[];
  sorters: readonly CrudSort[];
  onSort: (sorters: CrudSort[]) => void;
}) {
  const { t, field } = useLabels(resource);
  const options = specs
    .filter((spec) => spec.sortable)
    .flatMap((spec) => [
      { value: `${spec.name}:desc`, label: t('crud.phone.sortDesc', { field: field(spec.name) }) },
      { value: `${spec.name}:asc`, label: t('crud.phone.sortAsc', { field: field(spec.name) }) },
    ]);
  if (options.length === 0) return null;
  const current = sorters[0];
  return (
    <Select
      aria-label={t('crud.phone.sortBy')}
      style={{ minWidth: 200 }}
      value={current ? `${current.field}:${current.order}` : undefined}
      placeholder={t('crud.phone.sortBy')}
      options={options}
      onChange={(value: string) => {
        const [name, order] = value.split(':');
        onSort([{ field: name ?? '', order: order === 'asc' ? 'asc' : 'desc' }]);
      }}
    />
  );
}
