import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

const english = {
  board: { title: 'Dashboard', greeting: 'Hello, {{name}}' },
  list: { total_one: '{{count}} record', total_other: '{{count}} records', plain: 'Orders' },
  only: { english: 'Only in English, {{ name }}' },
};
const german = {
  board: { title: 'Übersicht', greeting: 'Hallo, {{name}}' },
  list: {
    total_one: '{{count}} Eintrag',
    total_other: '{{count}} Einträge',
    plain: 'Bestellungen',
  },
};

function translator() {
  const t = createTranslator('en', english);
  t.addResourceBundle('de', german);
  return t;
}

describe('createTranslator', () => {
  it('finds nested keys and fills their places, leaving a place without a value as it is', () => {
    const i18n = translator();
    expect(i18n.t('board.title')).toBe('Dashboard');
    expect(i18n.t('board.greeting', { name: 'Ada' })).toBe('Hello, Ada');
    expect(i18n.t('board.greeting', { name: 0 })).toBe('Hello, 0');
    expect(i18n.t('board.greeting')).toBe('Hello, {{name}}');
    expect(i18n.t('only.english', { name: 'Ada' })).toBe('Only in English, Ada');
  });

  it('picks the plural form of count by the language’s rules, the plain key without one', () => {
    const i18n = translator();
    expect(i18n.t('list.total', { count: 1 })).toBe('1 record');
    expect(i18n.t('list.total', { count: 0 })).toBe('0 records');
    expect(i18n.t('list.total', { count: 2 })).toBe('2 records');
    expect(i18n.t('list.plain', { count: 2 })).toBe('Orders');
  });

  it('writes count as the language writes numbers, any other value as it is', async () => {
    const i18n = translator();
    expect(i18n.t('list.total', { count: 1_000_000 })).toBe('1,000,000 records');
    expect(i18n.t('board.greeting', { name: 1_000_000 })).toBe('Hello, 1000000');
    await i18n.changeLanguage('de');
    expect(i18n.t('list.total', { count: 1_000_000 })).toBe('1.000.000 Einträge');
    expect(i18n.t('only.english', { name: 12345 })).toBe('Only in English, 12345');
    expect(i18n.t('list.total', { count: 1234.5 })).toBe('1.234,5 Einträge');
  });

  it('says a missing key’s default, else the key; a branch is no string', () => {
    const i18n = translator();
    expect(i18n.t('nothing.here', { defaultValue: 'Fallback {{n}}', n: 3 })).toBe('Fallback 3');
    expect(i18n.t('nothing.here')).toBe('nothing.here');
    expect(i18n.t('board')).toBe('board');
    expect(i18n.t('board.title.deeper')).toBe('board.title.deeper');
  });

  it('speaks the chosen language, English where it lacks a key, and tells its listeners', async () => {
    const i18n = translator();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    await i18n.changeLanguage('de');
    expect(i18n.language).toBe('de');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t('board.title')).toBe('Übersicht');
    expect(i18n.t('list.total', { count: 1 })).toBe('1 Eintrag');
    expect(i18n.t('list.total', { count: 5 })).toBe('5 Einträge');
    expect(i18n.t('only.english', { name: 'Ada' })).toBe('Only in English, Ada');
    await i18n.changeLanguage('de');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t('board.title')).toBe('Dashboard');
  });

  it('knows which languages it holds', () => {
    const i18n = createTranslator('en', english);
    expect(i18n.hasResourceBundle('en')).toBe(true);
    expect(i18n.hasResourceBundle('de')).toBe(false);
    i18n.addResourceBundle('de', german);
    expect(i18n.hasResourceBundle('de')).toBe(true);
  });
});
