import { useGetIdentity, useGo, useLogout } from '@refinedev/core';
import { Button, Dropdown, type MenuProps, Space, theme } from 'antd';
import { ChevronDown, LogOut, Settings, User } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import type { Identity } from '../providers/identity';
import { Text } from './text';

/**
 * A person in a grey circle, as antd's Avatar with an icon draws it (its default colours), without
 * Avatar: its module brings Popover for avatar groups, 4.3 KB gzip of every signed-in first screen
 * (`npm run bench:web -- --by-package`).
 */
function PersonCircle({ size }: { size: number }) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        background: token.colorTextPlaceholder,
        color: token.colorTextLightSolid,
      }}
    >
      <User size={16} aria-hidden />
    </span>
  );
}

/** The signed-in user's name and a down arrow, opening Settings and Log out. */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout();
  const go = useGo();
  const name = identity?.name ?? '';

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <Space direction="vertical" size={0} style={{ cursor: 'default' }}>
          <Text strong>{name}</Text>
          <Text type="secondary">
            {identity ? `${identity.email} · ${t(`shell.roles.${identity.role}`)}` : ''}
          </Text>
        </Space>
      ),
    },
    { type: 'divider' },
    {
      key: 'settings',
      icon: <Settings size={16} aria-hidden />,
      label: t('shell.user.settings'),
      onClick: () => go({ to: '/settings' }),
    },
    {
      key: 'logout',
      icon: <LogOut size={16} aria-hidden />,
      label: t('shell.user.logout'),
      danger: true,
      onClick: () => logout(),
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label={t('shell.user.menu', { name })}
        style={{ paddingInline: compact ? 4 : 8, height: 40 }}
      >
        <Space size={8} align="center">
          <PersonCircle size={28} />
          {compact ? null : <Text strong>{name}</Text>}
          <ChevronDown size={16} aria-hidden />
        </Space>
      </Button>
    </Dropdown>
  );
}
