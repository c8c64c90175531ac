import {
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  getDefaultSortOrder,
} from '@refinedev/core';
import type { ColumnsType } from 'antd/es/table';
import { offers, type ResourceDefinition, titleOf } from '../../../resources';
import { FieldValue } from '../fields/field-value';
import { useLabels } from '../fields/labels';
import type { ColumnSpec } from './columns';
import { FilterTriggerIcon } from './filter-trigger-icon';
import { activeFilters } from './filters';
import { FocusOnOpen } from './focus-on-open';
import { LazyColumnFilter, useColumnFilterPreload } from './lazy-column-filter';
import { rowActionsOf } from './row-actions';

/** refine's sort order as antd's: `asc` → `ascend`, none → null. */
const sortOrderOf = (order: 'asc' | 'desc' | null | undefined) =>
  order === 'asc' ? ('ascend' as const) : order === 'desc' ? ('descend' as const) : null;

const numericTypes = new Set(['money', 'integer', 'number', 'percent']);

interface ListColumnsOptions {
  resource: ResourceDefinition;
  specs: readonly ColumnSpec[];
  sorters: readonly CrudSort[];
  filters: readonly CrudFilter[];
  onFilter: (filters: CrudFilter[]) => void;
}

const isFiltered = (filters: readonly CrudFilter[], name: string) =>
  activeFilters(filters).some((filter) => 'field' in filter && filter.field === name);

/** The antd columns of a list: a cell per field type, sorters, column filters, and row actions. */
export function useListColumns({
  resource,
  specs,
  sorters,
  filters,
  onFilter,
}: ListColumnsOptions): ColumnsType<BaseRecord> {
  const { t, field } = useLabels(resource.name);
  useColumnFilterPreload(specs.some((spec) => spec.filter));
  const rowActions = rowActionsOf(resource.name, offers(resource, 'edit'));
  const labels = { show: t('buttons.show'), edit: t('buttons.edit') };
  const columns: ColumnsType<BaseRecord> = specs.map((spec) => ({
    key: spec.name,
    dataIndex: spec.name,
    title: field(spec.name),
    align: numericTypes.has(spec.field.type) ? ('right' as const) : undefined,
    // A phone hides the id where the title names the record (and links to it): `ORD-004990`
    // says what `4990` would, and the narrow screen keeps room for it (global.css).
    className: spec.name === 'id' && resource.titleField !== 'id' ? 'list-id' : undefined,
    ...(spec.sortable
      ? { sorter: true, sortOrder: sortOrderOf(getDefaultSortOrder(spec.name, [...sorters])) }
      : {}),
    ...(spec.filter
      ? {
          filtered: isFiltered(filters, spec.name),
          filterIcon: (active: boolean) => (
            <FilterTriggerIcon
              label={t('crud.list.filterBy', { field: field(spec.name) })}
              active={active}
            />
          ),
          filterDropdown: ({ close, visible }: { close: () => void; visible: boolean }) => (
            <FocusOnOpen open={visible}>
              <LazyColumnFilter
                key={JSON.stringify(
                  filters.filter((filter) => 'field' in filter && filter.field === spec.name),
                )}
                resource={resource.name}
                spec={spec}
                filters={filters}
                onApply={onFilter}
                close={close}
              />
            </FocusOnOpen>
          ),
        }
      : {}),
    render: (_value: unknown, record: BaseRecord) => (
      <FieldValue resource={resource} name={spec.name} record={record} />
    ),
  }));
  columns.push({
    key: 'actions',
    title: t('table.actions'),
    align: 'right',
    // Stays at the right edge while a wide table scrolls sideways (global.css).
    className: 'row-actions',
    render: (_value: unknown, record: BaseRecord) =>
      rowActions(record.id ?? '', titleOf(resource, record), labels),
  });
  return columns;
}
