import { ConfigProvider, theme } from 'antd';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
        locale={i18n.language === 'de' ? deDE : enUS}
        theme={{
          algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: { colorPrimary: '#1f6feb', borderRadius: 6 },
        }}
      >
        {children}
      </ConfigProvider>
    </ColorModeContext.Provider>
  );
}
