import type { I18nProvider } from '@refinedev/core';
import { i18n, type Language, setLanguage } from '../i18n';

export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    const params =
      typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
    const fallback = typeof options === 'string' ? options : defaultMessage;
    return i18n.t(key, { ...params, defaultValue: fallback });
  },
  changeLocale: (language: string) => setLanguage(language as Language),
  getLocale: () => i18n.language,
};
