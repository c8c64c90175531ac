// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { antdLocaleOf, i18n, languageReady, setLanguage } from './index';

afterAll(() => setLanguage('en'));

describe('languages', () => {
  it('starts with English alone, then fetches German with antd’s locale when it is chosen', async () => {
    await languageReady;
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('de')).toBe(false);
    expect(antdLocaleOf('de')).toBeUndefined();
    expect(i18n.t('board.title')).toBe('Dashboard');

    await setLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('board.title')).toBe('Übersicht');
    expect(antdLocaleOf('de')?.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('language')).toBe('de');

    await setLanguage('en');
    expect(i18n.t('board.title')).toBe('Dashboard');
    expect(antdLocaleOf('en')).toBeUndefined();
  });
});
