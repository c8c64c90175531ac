import { useSelect } from '@refinedev/antd';
import type { BaseKey, BaseRecord, CrudFilter } from '@refinedev/core';
import { Select } from 'antd';
import { findResource, type ResourceDefinition } from '../../../resources';
import { useTranslation } from '../../i18n/use-translation';

/** How a record is named in a picker: its title, and the first other listed text (email, customer). */
export function optionLabel(target: ResourceDefinition | undefined, item: BaseRecord): string {
  if (!target) return String(item.id);
  const title = String(item[target.titleField] ?? item.id);
  const second = Object.entries(target.fields).find(
    ([name, field]) =>
      name !== target.titleField &&
      field.list &&
      (field.type === 'string' || field.type === 'email'),
  )?.[0];
  const detail = second ? item[second] : undefined;
  return typeof detail === 'string' && detail ? `${title} · ${detail}` : title;
}

interface ReferenceSelectProps {
  /** The resource the id points at. */
  target: string;
  filters?: CrudFilter[];
  value?: BaseKey | null;
  onChange?: (value: BaseKey | null) => void;
  disabled?: boolean;
  id?: string;
}

/** A searchable picker of another resource's records (search goes to its `q`). */
export function ReferenceSelect({
  target,
  filters,
  value,
  onChange,
  disabled,
  id,
}: ReferenceSelectProps) {
  const { t } = useTranslation();
  const definition = findResource(target);
  const { selectProps, query } = useSelect({
    resource: target,
    optionLabel: (item) => optionLabel(definition, item),
    optionValue: 'id',
    filters,
    sorters: definition ? [definition.defaultSort] : undefined,
    onSearch: (q) => [{ field: 'q', operator: 'eq', value: q }],
    defaultValue: value ?? undefined,
    pagination: { currentPage: 1, pageSize: 20, mode: 'server' },
    debounce: 300,
  });
  return (
    <Select<BaseKey>
      options={selectProps.options?.map((option) => ({
        value: option.value as BaseKey,
        label: String(option.label),
      }))}
      onSearch={selectProps.onSearch}
      loading={selectProps.loading || query.isFetching}
      filterOption={false}
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.((next as BaseKey | undefined) ?? null)}
      disabled={disabled}
      allowClear
      placeholder={t('crud.form.search')}
      notFoundContent={t('crud.form.noOptions')}
      showSearch
      style={{ width: '100%' }}
    />
  );
}
