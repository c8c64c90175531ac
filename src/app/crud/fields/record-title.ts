import type { BaseRecord } from '@refinedev/core';
import type { ResourceDefinition } from '../../../resources';
import { formatValue } from './format-value';
import { useLabels } from './labels';

/** A record's name in titles and breadcrumbs: its title field, formatted by type (a stat's date). */
export function useRecordTitle(
  resource: ResourceDefinition,
  record: BaseRecord | undefined,
): string {
  const { t, locale, enumValue } = useLabels(resource.name);
  if (!record) return '';
  const name = resource.titleField;
  const value = record[name] ?? record.id;
  if (value === undefined || value === null) return '';
  return formatValue(resource.fields[name], value, {
    locale,
    record,
    enumLabel: (option) => enumValue(name, option),
    countLabel: (count) => t('crud.value.count', { count }),
  });
}
