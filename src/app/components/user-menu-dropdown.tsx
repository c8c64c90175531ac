import { useGo, useLogout } from '@refinedev/core';
import { Flex, type MenuProps } from 'antd';
import Dropdown from 'antd/es/dropdown/dropdown';
import { LogOut, Settings } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Identity } from '../providers/identity';
import { Text } from './text';

export interface UserMenuDropdownProps {
  identity: Identity | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens the menu. */
  children: ReactElement;
}

/**
 * The user menu's Settings and Log out under the user's name and role, in antd's Dropdown (from
 * its own module: the index also hangs Dropdown.Button on it, which brings antd's Button).
 */
export function UserMenuDropdown({
  identity,
  open,
  onOpenChange,
  children,
}: UserMenuDropdownProps) {
  const { t } = useTranslation();
  const { mutate: logout } = useLogout();
  const go = useGo();

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <Flex vertical style={{ cursor: 'default' }}>
          <Text strong>{identity?.name}</Text>
          <Text type="secondary">
            {identity ? `${identity.email} · ${t(`shell.roles.${identity.role}`)}` : ''}
          </Text>
        </Flex>
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
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </Dropdown>
  );
}
