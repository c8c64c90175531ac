import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { useColorMode } from '../providers/color-mode';
import { IconButton } from './icon-button';

/** Flips between light and dark; settings also offer "system". */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const { mode, setAppearance } = useColorMode();
  const dark = mode === 'dark';
  return (
    <IconButton
      label={dark ? t('shell.colorMode.toLight') : t('shell.colorMode.toDark')}
      icon={dark ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
      onClick={() => setAppearance(dark ? 'light' : 'dark')}
    />
  );
}
