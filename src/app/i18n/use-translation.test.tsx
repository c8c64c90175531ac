// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './index';
import { useTranslation } from './use-translation';

afterEach(cleanup);
afterAll(() => setLanguage('en'));

function Title() {
  const { t, i18n } = useTranslation();
  // A memo keyed by `t`, as the app's columns and menus are.
  const title = useMemo(() => t('board.title'), [t]);
  return (
    <p>
      {title} ({i18n.language})
    </p>
  );
}

describe('useTranslation', () => {
  it('renders again in the new language, with a new t for memos keyed by it', async () => {
    render(<Title />);
    expect(screen.getByText('Dashboard (en)')).toBeTruthy();
    await act(() => setLanguage('de'));
    expect(screen.getByText('Übersicht (de)')).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(screen.getByText('Dashboard (en)')).toBeTruthy();
  });
});
