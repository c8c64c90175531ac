import { useThemedLayoutContext } from '@refinedev/antd';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';

/** The menu symbol: opens the drawer on phones, collapses or expands the side menu elsewhere. */
export function MenuButton({ phone }: { phone: boolean }) {
  const { t } = useTranslation();
  const { siderCollapsed, setSiderCollapsed, setMobileSiderOpen } = useThemedLayoutContext();
  const label = phone
    ? t('shell.menu.open')
    : siderCollapsed
      ? t('shell.menu.expand')
      : t('shell.menu.collapse');
  return (
    <IconButton
      label={label}
      icon={<Menu size={20} aria-hidden />}
      aria-expanded={phone ? undefined : !siderCollapsed}
      onClick={() => (phone ? setMobileSiderOpen(true) : setSiderCollapsed(!siderCollapsed))}
    />
  );
}
