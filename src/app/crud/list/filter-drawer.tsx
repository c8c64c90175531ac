import type { CrudFilter } from '@refinedev/core';
import { Badge, Button, Drawer } from 'antd';
import { ListFilter } from 'lucide-react';
import { useState } from 'react';
import { useLabels } from '../fields/labels';
import type { ColumnSpec } from './columns';
import { activeFilters } from './filters';
import { LazyColumnFilter } from './lazy-column-filter';

interface FilterDrawerProps {
  resource: string;
  specs: readonly ColumnSpec[];
  filters: readonly CrudFilter[];
  onApply: (filters: CrudFilter[]) => void;
}

/** How many of the columns' filters are set (a range counts once). */
export function activeFilterCount(specs: readonly ColumnSpec[], filters: readonly CrudFilter[]) {
  const set = new Set(
    activeFilters(filters).flatMap((filter) => ('field' in filter ? [filter.field] : [])),
  );
  return specs.filter((spec) => spec.filter && set.has(spec.name)).length;
}

/** On a phone, the column filters in a drawer, opened by a button that counts the active ones. */
export function FilterDrawer({ resource, specs, filters, onApply }: FilterDrawerProps) {
  const { t, field } = useLabels(resource);
  const [open, setOpen] = useState(false);
  const filterable = specs.filter((spec) => spec.filter);
  if (filterable.length === 0) return null;
  const count = activeFilterCount(filterable, filters);
  return (
    <>
      <Button
        icon={<ListFilter size={16} aria-hidden />}
        aria-label={count > 0 ? t('crud.phone.filtersActive', { count }) : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('crud.phone.filters')}
        {count > 0 ? <Badge count={count} color="blue" aria-hidden /> : null}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('crud.phone.filters')}
        placement="right"
        width="min(100vw, 378px)"
        styles={{ body: { padding: '8px 16px' } }}
      >
        {filterable.map((spec) => (
          <section key={spec.name} aria-labelledby={`filter-${spec.name}`}>
            <h2 id={`filter-${spec.name}`} style={{ fontSize: 14, margin: '12px 8px 0' }}>
              {field(spec.name)}
            </h2>
            <LazyColumnFilter
              key={JSON.stringify(
                filters.filter((filter) => 'field' in filter && filter.field === spec.name),
              )}
              resource={resource}
              spec={spec}
              filters={filters}
              onApply={onApply}
              close={() => setOpen(false)}
            />
          </section>
        ))}
      </Drawer>
    </>
  );
}
