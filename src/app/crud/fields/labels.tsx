import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { i18n } from '../../i18n';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';

/** Translation keys of a resource's words (SPEC: every visible string through i18n). */
export const labelKeys = {
  title: (resource: string) => `resources.${resource}.title`,
  singular: (resource: string) => `resources.${resource}.singular`,
  field: (resource: string, field: string) => `fields.${resource}.${field}`,
  enumValue: (resource: string, field: string, value: string) =>
    `enums.${resource}.${field}.${value}`,
};

interface Translation {
  t: TFunction;
  language: string;
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * The translate function and language for every `useLabels` below it, from one `useTranslation`.
 * With react-i18next, each `useTranslation` copied the i18next instance when it mounted: in a
 * list's rows, one per cell was a noticeable part of their render in a CPU profile. One context
 * still spares each cell its own subscription. A language change re-renders them all.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language;
  const value = useMemo(() => ({ t, language }), [t, language]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** Outside a TranslationProvider: the app's translator, read at each render. */
const unprovided = (): Translation => ({
  t: i18n.t,
  language: i18n.language,
});

/** The translate function plus the field and enum labels of one resource. */
export function useLabels(resource: string) {
  const { t, language } = useContext(TranslationContext) ?? unprovided();
  return {
    t,
    locale: language,
    field: (name: string) => t(labelKeys.field(resource, name), { defaultValue: name }),
    enumValue: (name: string, value: string) =>
      t(labelKeys.enumValue(resource, name, value), { defaultValue: value }),
  };
}

/** The current language, for Intl formatting. */
export function useLocale(): string {
  return (useContext(TranslationContext) ?? unprovided()).language;
}
