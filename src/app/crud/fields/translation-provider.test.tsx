// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orders } from '../../../resources';
import { setLanguage } from '../../i18n';
import { EnumTag } from './enum-tag';
import { TranslationProvider, useLocale } from './labels';

afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

function Locale() {
  return <span>locale {useLocale()}</span>;
}

describe('TranslationProvider', () => {
  it('re-renders the labels below it in the new language', async () => {
    await setLanguage('en');
    render(
      <TranslationProvider>
        <EnumTag resource={orders.name} field="status" value="pending" />
        <Locale />
      </TranslationProvider>,
    );
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('locale en')).toBeTruthy();

    await act(() => setLanguage('de'));
    expect(screen.getByText('Offen')).toBeTruthy();
    expect(screen.getByText('locale de')).toBeTruthy();
  });

  it('leaves a label outside it in the language of its render', async () => {
    await setLanguage('de');
    render(<EnumTag resource={orders.name} field="status" value="pending" />);
    expect(screen.getByText('Offen')).toBeTruthy();
  });
});
