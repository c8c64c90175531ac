import { findResource } from '../../../resources';
import { formatValue } from './format-value';
import { useLabels } from './labels';

/**
 * A field's value of `resource` as plain text in the reader's language, as the lists write it:
 * enum values translated, money, dates and counts formatted. A field the resource does not define
 * (or a resource that is none, such as `auth`) is written as it is.
 */
export function useFieldText(resource: string) {
  const { t, locale, enumValue } = useLabels(resource);
  const fields = findResource(resource)?.fields;
  return (name: string, value: unknown, record?: Record<string, unknown>) =>
    formatValue(fields?.[name], value, {
      locale,
      record,
      enumLabel: (option) => enumValue(name, option),
      countLabel: (count) => t('crud.value.count', { count }),
    });
}
