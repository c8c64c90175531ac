import type { Locale } from 'antd/es/locale';
import { en } from './en';
import { createTranslator } from './translator';
import type { Messages } from './types';

export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];
const storageKey = 'language';

function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey);
  if (stored === 'en' || stored === 'de') return stored;
  const browser = typeof navigator === 'undefined' ? 'en' : navigator.language.slice(0, 2);
  return browser === 'de' ? 'de' : 'en';
}

/**
 * English is built in: it is the fallback of every key. Another language's strings, with antd's
 * locale for it, are fetched the first time it is used, so an English screen carries no German
 * (it would weigh on every first screen, sign-in included: `npm run bench:web`).
 */
const otherLanguages: Record<Exclude<Language, 'en'>, () => Promise<[Messages, Locale]>> = {
  de: () =>
    Promise.all([
      import('./de').then((module) => module.de),
      import('antd/es/locale/de_DE').then((module) => module.default),
    ]),
};
const antdLocales: Partial<Record<string, Locale>> = {};

/** antd's locale of a language; undefined for English, which is antd's own default. */
export const antdLocaleOf = (language: string): Locale | undefined => antdLocales[language];

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language)) return;
  const [strings, antdLocale] = await otherLanguages[language]();
  i18n.addResourceBundle(language, strings);
  antdLocales[language] = antdLocale;
}

/** The app's translator: English until another language is set. */
export const i18n = createTranslator('en', en);
const initial = initialLanguage();

/** Switches the app's language, fetching its strings first; remembered for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (typeof localStorage !== 'undefined') localStorage.setItem(storageKey, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

if (typeof document !== 'undefined') document.documentElement.lang = 'en';

/** Settles once the visitor's language is ready: the entry renders nothing before. */
export const languageReady: Promise<void> =
  initial === 'en' ? Promise.resolve() : setLanguage(initial).catch(() => undefined);
