import { Menu } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { IconButton } from './icon-button';
import { useShellMenu } from './shell-layout';

/** The menu symbol: opens the drawer on phones, collapses or expands the side menu elsewhere. */
export function MenuButton({ phone }: { phone: boolean }) {
  const { t } = useTranslation();
  const { collapsed, setCollapsed, setDrawerOpen } = useShellMenu();
  const label = phone
    ? t('shell.menu.open')
    : collapsed
      ? t('shell.menu.expand')
      : t('shell.menu.collapse');
  return (
    <IconButton
      label={label}
      icon={<Menu size={20} aria-hidden />}
      aria-expanded={phone ? undefined : !collapsed}
      onClick={() => (phone ? setDrawerOpen(true) : setCollapsed(!collapsed))}
    />
  );
}
