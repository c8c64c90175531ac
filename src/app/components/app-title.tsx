import { theme } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { AppLink } from './app-link';
import { LogoMark } from './logo-mark';

/** The side menu's title: the mark and, unless collapsed, the app's name; links home. */
export function AppTitle({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <AppLink
      to="/"
      aria-label={collapsed ? t('shell.appName') : undefined}
      style={{ display: 'flex', alignItems: 'center', gap: 10, textDecoration: 'none' }}
    >
      <LogoMark />
      {collapsed ? null : (
        <span
          style={{ color: token.colorText, fontWeight: 700, fontSize: 16, whiteSpace: 'nowrap' }}
        >
          {t('shell.appName')}
        </span>
      )}
    </AppLink>
  );
}
