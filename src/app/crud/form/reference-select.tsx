import { useSelect } from '@refinedev/antd';
import type { BaseKey, BaseRecord, CrudFilter } from '@refinedev/core';
import { Select } from 'antd';
import { findResource, type ResourceDefinition, titleOf } from '../../../resources';
import { useTranslation } from '../../i18n/use-translation';

/** How a record is named in a picker: its title, and the first other listed text (email, customer). */
export function optionLabel(target: ResourceDefinition | undefined, item: BaseRecord): string {
  if (!target) return String(item.id);
  const title = titleOf(target, item);
  const second = Object.entries(target.fields).find(
    ([name, field]) =>
      name !== target.titleField &&
      field.list &&
      (field.type === 'string' || field.type === 'email'),
  )?.[0];
  const detail = second ? item[second] : undefined;
  return typeof detail === 'string' && detail ? `${title} · ${detail}` : title;
}

/** What a picker draws: the options found so far, the search that finds more, and whether one runs. */
export interface ReferenceOptions {
  options: { value: BaseKey; label: string }[];
  onSearch: (q: string) => void;
  loading: boolean;
}

/**
 * The options of a picker of another resource's records: the first 20 in the resource's own order,
 * the chosen one (`value`) even when it is not among them, and a search on the resource's `q`.
 *
 * Call it from a component that stays mounted while the form lives, not from the input inside a
 * `Form.Item`: antd's form remounts an item's input each time the form is reset (which refine's
 * edit form does on mount and again when the record arrives), and each remount would cancel the
 * options' request and ask again.
 */
export function useReferenceOptions(
  target: string,
  filters: CrudFilter[] | undefined,
  value: BaseKey | null | undefined,
): ReferenceOptions {
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
  return {
    options: (selectProps.options ?? []).map((option) => ({
      value: option.value as BaseKey,
      label: String(option.label),
    })),
    onSearch: (q) => selectProps.onSearch?.(q),
    loading: Boolean(selectProps.loading) || query.isFetching,
  };
}

interface ReferenceSelectProps extends ReferenceOptions {
  value?: BaseKey | null;
  onChange?: (value: BaseKey | null) => void;
  disabled?: boolean;
  id?: string;
}

/** A searchable picker of another resource's records, drawing the options it is given. */
export function ReferenceSelect({
  options,
  onSearch,
  loading,
  value,
  onChange,
  disabled,
  id,
}: ReferenceSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<BaseKey>
      options={options}
      onSearch={onSearch}
      loading={loading}
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
