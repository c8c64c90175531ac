import { ConfigProvider, theme } from 'antd';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { antdLocaleOf } from '../i18n';
import { useTranslation } from '../i18n/use-translation';

export type Appearance = 'light' | 'dark' | 'system';
const storageKey = 'appearance';

interface ColorMode {
  appearance: Appearance;
  /** What is shown now: the system's choice resolved. */
  mode: 'light' | 'dark';
  setAppearance(appearance: Appearance): void;
}

const ColorModeContext = createContext<ColorMode>({
  appearance: 'system',
  mode: 'light',
  setAppearance: () => undefined,
});

export const useColorMode = () => useContext(ColorModeContext);

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

// Colours chosen for WCAG AA contrast (4.5:1 for text), which antd's defaults miss: its blue
// links and selected items, its translucent greys for secondary and disabled text, its green and
// red. In dark mode text needs a lighter blue than the primary buttons, whose white text needs a
// darker one.
const lightTokens = {
  colorPrimary: '#1a64d9',
  colorLink: '#1a64d9',
  colorSuccess: '#237804',
  colorError: '#cf1322',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
  borderRadius: 6,
};
const darkTextBlue = '#8fb8ff';
const darkTokens = {
  colorPrimary: '#1a64d9',
  colorLink: darkTextBlue,
  colorPrimaryText: darkTextBlue,
  colorPrimaryTextHover: '#a6c8ff',
  colorSuccess: '#73d13d',
  colorError: '#ff6b6b',
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextDescription: 'rgba(255, 255, 255, 0.6)',
  colorTextDisabled: 'rgba(255, 255, 255, 0.5)',
  borderRadius: 6,
};
const darkComponents = {
  Menu: { itemSelectedColor: darkTextBlue },
  Tabs: {
    itemSelectedColor: darkTextBlue,
    itemActiveColor: darkTextBlue,
    inkBarColor: darkTextBlue,
  },
  Pagination: { itemActiveColor: darkTextBlue },
};

/** Light, dark or the system's choice, remembered in this browser; also sets antd's locale. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [appearance, setStored] = useState<Appearance>(
    () => (localStorage.getItem(storageKey) as Appearance | null) ?? 'system',
  );
  const [systemDark, setSystemDark] = useState(() => darkQuery()?.matches ?? false);
  const { i18n } = useTranslation();

  useEffect(() => {
    const query = darkQuery();
    if (!query) return;
    const update = () => setSystemDark(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const mode = appearance === 'system' ? (systemDark ? 'dark' : 'light') : appearance;
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const value = useMemo<ColorMode>(
    () => ({
      appearance,
      mode,
      setAppearance: (next) => {
        localStorage.setItem(storageKey, next);
        setStored(next);
      },
    }),
    [appearance, mode],
  );

  return (
    <ColorModeContext.Provider value={value}>
      <ConfigProvider
        locale={antdLocaleOf(i18n.language)}
        theme={{
          algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: mode === 'dark' ? darkTokens : lightTokens,
          components: mode === 'dark' ? darkComponents : undefined,
        }}
      >
        {children}
      </ConfigProvider>
    </ColorModeContext.Provider>
  );
}
