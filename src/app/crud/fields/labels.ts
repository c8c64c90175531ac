import { useTranslation } from 'react-i18next';

/** Translation keys of a resource's words (SPEC: every visible string through i18n). */
export const labelKeys = {
  title: (resource: string) => `resources.${resource}.title`,
  singular: (resource: string) => `resources.${resource}.singular`,
  field: (resource: string, field: string) => `fields.${resource}.${field}`,
  enumValue: (resource: string, field: string, value: string) =>
    `enums.${resource}.${field}.${value}`,
};

/** The translate function plus the field and enum labels of one resource. */
export function useLabels(resource: string) {
  const { t, i18n } = useTranslation();
  return {
    t,
    locale: i18n.language,
    field: (name: string) => t(labelKeys.field(resource, name), { defaultValue: name }),
    enumValue: (name: string, value: string) =>
      t(labelKeys.enumValue(resource, name, value), { defaultValue: value }),
  };
}

/** The current language, for Intl formatting. */
export function useLocale(): string {
  return useTranslation().i18n.language;
}
