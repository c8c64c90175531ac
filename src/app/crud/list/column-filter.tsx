import type { CrudFilter } from '@refinedev/core';
import { Button, DatePicker, Input, InputNumber, Select, type SelectProps, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useLabels } from '../fields/labels';
import { useCountrySearch } from '../form/country-select';
import type { ColumnSpec } from './columns';
import {
  dateRangeFilter,
  enumFilter,
  filterValue,
  fromFilterNumber,
  rangeFilter,
  textFilter,
  toFilterNumber,
} from './filters';

interface ColumnFilterProps {
  resource: string;
  spec: ColumnSpec;
  filters: readonly CrudFilter[];
  onApply: (filters: CrudFilter[]) => void;
  close: () => void;
}

/** The filter dropdown of one column, by its filter kind; Apply sets refine filters, Clear unsets them. */
export function ColumnFilter({ resource, spec, filters, onApply, close }: ColumnFilterProps) {
  const { t, field, enumValue } = useLabels(resource);
  const { name } = spec;
  const [draft, setDraft] = useState<unknown>(() => initialDraft(spec, filters));
  const apply = (value: unknown) => {
    onApply(toFilters(spec, value));
    close();
  };
  let control: ReactNode;
  switch (spec.filter) {
    case 'text':
      control = (
        <Input
          autoFocus
          aria-label={field(name)}
          placeholder={t('crud.list.contains')}
          value={(draft as string | undefined) ?? ''}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={() => apply(draft)}
        />
      );
      break;
    case 'enum':
      control = (
        <Select
          mode="multiple"
          aria-label={field(name)}
          style={{ minWidth: 200 }}
          placeholder={t('crud.list.anyValue')}
          value={(draft as string[] | undefined) ?? []}
          onChange={setDraft}
          options={(spec.field.options ?? []).map((value) => ({
            value,
            label: enumValue(name, value),
          }))}
        />
      );
      break;
    case 'country':
      control = (
        <CountriesSelect
          aria-label={field(name)}
          placeholder={t('crud.list.anyCountry')}
          value={(draft as string[] | undefined) ?? []}
          onChange={setDraft}
        />
      );
      break;
    case 'range': {
      const [from, to] = (draft as [number | null, number | null] | undefined) ?? [null, null];
      control = (
        <Space.Compact>
          <InputNumber
            aria-label={t('crud.list.from')}
            placeholder={t('crud.list.from')}
            value={from}
            onChange={(value) => setDraft([value, to])}
          />
          <InputNumber
            aria-label={t('crud.list.to')}
            placeholder={t('crud.list.to')}
            value={to}
            onChange={(value) => setDraft([from, value])}
          />
        </Space.Compact>
      );
      break;
    }
    case 'dateRange':
      control = (
        <DatePicker.RangePicker
          aria-label={field(name)}
          allowEmpty={[true, true]}
          value={draft as [Dayjs | null, Dayjs | null] | null}
          onChange={(range) => setDraft(range)}
        />
      );
      break;
    default:
      control = null;
  }
  return (
    <div style={{ padding: 8, display: 'grid', gap: 8 }}>
      {control}
      <Space style={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => apply(undefined)}>
          {t('buttons.clear')}
        </Button>
        <Button size="small" type="primary" onClick={() => apply(draft)}>
          {t('buttons.filter')}
        </Button>
      </Space>
    </div>
  );
}

/** Countries picked by their names, any of which a record may be in. */
function CountriesSelect(
  props: Pick<SelectProps<string[]>, 'aria-label' | 'placeholder' | 'value' | 'onChange'>,
) {
  const search = useCountrySearch();
  return <Select {...search} {...props} mode="multiple" style={{ minWidth: 240 }} />;
}

function initialDraft(spec: ColumnSpec, filters: readonly CrudFilter[]): unknown {
  const { name, field } = spec;
  switch (spec.filter) {
    case 'text':
      return filterValue(filters, name, 'contains');
    case 'enum':
    case 'country': {
      const value = filterValue(filters, name, 'in');
      return Array.isArray(value) ? value : value ? [value] : [];
    }
    case 'range':
      return [
        fromFilterNumber(field, filterValue(filters, name, 'gte')),
        fromFilterNumber(field, filterValue(filters, name, 'lte')),
      ];
    case 'dateRange': {
      const from = filterValue(filters, name, 'gte');
      const to = filterValue(filters, name, 'lte');
      return [from ? dayjs(String(from)) : null, to ? dayjs(String(to)) : null];
    }
    default:
      return undefined;
  }
}

function toFilters(spec: ColumnSpec, value: unknown): CrudFilter[] {
  const { name, field } = spec;
  switch (spec.filter) {
    case 'text':
      return textFilter(name, value as string | undefined);
    case 'enum':
    case 'country':
      return enumFilter(name, value as string[] | undefined);
    case 'range': {
      const [from, to] = (value as [number | null, number | null] | undefined) ?? [null, null];
      return rangeFilter(name, toFilterNumber(field, from), toFilterNumber(field, to));
    }
    case 'dateRange':
      return dateRangeFilter(
        name,
        field.type,
        (value as [Dayjs | null, Dayjs | null] | null | undefined) ?? null,
      );
    default:
      return [];
  }
}
