import i18next, { type i18n as I18next } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { createTranslator, type TOptions, type Translator } from './translator';
import type { Messages } from './types';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const counts = [0, 1, 2, 5, 21];

/** Every leaf key of `messages`, dotted, with its string. */
function leaves(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

/** A value for each `{{place}}` of `text` (its own name, so a swapped value shows). */
function valuesFor(texts: readonly string[]): TOptions {
  const names = texts.flatMap((text) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]));
  return Object.fromEntries(names.map((name) => [name, `<${name}>`]));
}

/**
 * The calls to compare: each plain key once, each plural key (its base) at every count, with a
 * value for every place the key has in either language.
 */
function calls(): { key: string; options: TOptions }[] {
  const german = new Map(leaves(de));
  const plural = new Map<string, string[]>();
  const plain: { key: string; options: TOptions }[] = [];
  for (const [key, text] of leaves(en)) {
    const texts = [text, german.get(key) ?? ''];
    const base = key.replace(pluralSuffix, '');
    if (base === key) plain.push({ key, options: valuesFor(texts) });
    else plural.set(base, [...(plural.get(base) ?? []), ...texts]);
  }
  const counted = [...plural].flatMap(([key, texts]) =>
    counts.map((count) => ({ key, options: { ...valuesFor(texts), count } })),
  );
  return [...plain, ...counted];
}

let app: Translator;
let reference: I18next;

beforeAll(async () => {
  app = createTranslator('en', en);
  app.addResourceBundle('de', de);
  reference = i18next.createInstance();
  // As react-i18next apps set it: React escapes what it renders, so i18next must not as well.
  await reference.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

describe('the app’s translator and i18next, on the app’s own strings', () => {
  it('has plural keys to compare, in i18next’s _one/_other form', () => {
    expect(calls().filter(({ options }) => options.count !== undefined).length).toBeGreaterThan(0);
  });

  for (const language of ['en', 'de'] as const) {
    it(`say the same for every key in ${language}, every plural at counts ${counts.join(', ')}`, async () => {
      await app.changeLanguage(language);
      const t = reference.getFixedT(language);
      const differ = calls()
        .map(({ key, options }) => ({
          key,
          options,
          app: app.t(key, options),
          i18next: t(key, options),
        }))
        .filter((said) => said.app !== said.i18next);
      expect(differ).toEqual([]);
    });
  }
});
