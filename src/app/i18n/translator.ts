import { numberFormat } from './intl';
import type { Messages } from './types';

/** Values for a string's `{{name}}` places; `count` also picks its plural form. */
export interface TOptions {
  count?: number;
  /** Said when no language has the key (else the key itself). */
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

/**
 * The app's translations: nested keys (`board.title`), `{{name}}` places, plural forms by
 * `count` (`total_one`, `total_other`, as the CLDR rules of `Intl.PluralRules` name them), and
 * a fallback language for every key another language lacks. It is all of i18next the app used,
 * in a fraction of what i18next and react-i18next weighed on every first screen, sign-in
 * included (`npm run bench:web -- --by-package`).
 */
export interface Translator {
  readonly language: string;
  /** Translates in the current language: a new function after each change of language. */
  readonly t: TFunction;
  changeLanguage(language: string): Promise<void>;
  hasResourceBundle(language: string): boolean;
  addResourceBundle(language: string, messages: Messages): void;
  /** Calls `listener` after each change of language; returns its unsubscribe. */
  subscribe(listener: () => void): () => void;
}

const place = /{{\s*([\w.]+)\s*}}/g;

/**
 * Fills `{{name}}` places from `options`; a place with no value stays as it is. `count` is a
 * quantity (it picks the plural form), so it is written as `lng` writes numbers: a million
 * records read "1,000,000 records", "1.000.000 Einträge". Other values, an order's id or
 * number among them, are written as they are.
 */
function interpolate(text: string, options: TOptions | undefined, lng: string): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(place, (whole, name: string) => {
    const value = options[name];
    if (value === undefined || value === null) return whole;
    return name === 'count' && typeof value === 'number'
      ? numberFormat(lng).format(value)
      : String(value);
  });
}

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: Messages | string | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function createTranslator(fallback: string, messages: Messages): Translator {
  const bundles = new Map<string, Messages>([[fallback, messages]]);
  const pluralRules = new Map<string, Intl.PluralRules>();
  const listeners = new Set<() => void>();
  let language = fallback;

  const pluralOf = (lng: string, count: number) => {
    let rules = pluralRules.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      pluralRules.set(lng, rules);
    }
    return rules.select(count);
  };

  /** The key's string in `lng`: its plural form for `count` first, then the plain key. */
  const find = (lng: string, key: string, count: number | undefined) => {
    const bundle = bundles.get(lng);
    if (count !== undefined) {
      const plural = lookup(bundle, `${key}_${pluralOf(lng, count)}`);
      if (plural !== undefined) return plural;
    }
    return lookup(bundle, key);
  };

  const translateIn =
    (lng: string): TFunction =>
    (key, options) => {
      const count = typeof options?.count === 'number' ? options.count : undefined;
      const text =
        find(lng, key, count) ??
        (lng === fallback ? undefined : find(fallback, key, count)) ??
        options?.defaultValue ??
        key;
      return interpolate(text, options, lng);
    };
  let t = translateIn(language);

  const translator: Translator = {
    get language() {
      return language;
    },
    get t() {
      return t;
    },
    changeLanguage: async (next) => {
      if (next === language) return;
      language = next;
      t = translateIn(next);
      for (const listener of listeners) listener();
    },
    hasResourceBundle: (lng) => bundles.has(lng),
    addResourceBundle: (lng, strings) => {
      bundles.set(lng, strings);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}
