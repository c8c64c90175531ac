import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de';
import { en } from './en';

export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];
const storageKey = 'language';

function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey);
  if (stored === 'en' || stored === 'de') return stored;
  const browser = typeof navigator === 'undefined' ? 'en' : navigator.language.slice(0, 2);
  return browser === 'de' ? 'de' : 'en';
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function setLanguage(language: Language): Promise<unknown> {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}
