import { useMenu } from '@refinedev/core';
import { Menu } from 'antd';
import { History, LayoutDashboard, Settings } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { firstPageOf, usePrefetch } from '../providers/prefetch';
import { AppLink } from './app-link';
import { resourceTitle } from './resource-title';
import { usePermissionMap } from './use-permission-map';

/**
 * The side menu's entries: Dashboard, each resource the role may list, Activity for admins, and
 * Settings. Keys match `useMenu`'s selected key, so the current page is highlighted.
 */
export function useShellMenuItems(): ReactNode[] {
  const { t, i18n } = useTranslation();
  const { menuItems } = useMenu();
  const permissions = usePermissionMap();
  const { prefetchList } = usePrefetch();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with the language
  return useMemo(() => {
    const entry = (key: string, icon: ReactNode, label: string, list?: string) => {
      // A list's first page is asked for as the button goes down (or Enter), before the click
      // lands, instead of after the list has mounted.
      const firstPage = list ? firstPageOf(list) : undefined;
      const prefetch = firstPage && prefetchList ? () => prefetchList(firstPage) : undefined;
      return (
        <Menu.Item key={key} icon={icon}>
          <AppLink
            to={key}
            onPointerDown={(event) => {
              if (event.button === 0) prefetch?.();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') prefetch?.();
            }}
          >
            {label}
          </AppLink>
        </Menu.Item>
      );
    };
    const resources = menuItems
      .filter((item) => permissions?.[item.name]?.list)
      .map((item) =>
        entry(item.route ?? `/${item.name}`, item.icon, resourceTitle(t, item.name), item.name),
      );
    return [
      entry('/', <LayoutDashboard size={16} aria-hidden />, t('shell.menu.dashboard')),
      ...resources,
      ...(permissions?.activity?.list
        ? [entry('/activity', <History size={16} aria-hidden />, t('shell.menu.activity'))]
        : []),
      entry('/settings', <Settings size={16} aria-hidden />, t('shell.menu.settings')),
    ];
  }, [menuItems, permissions, prefetchList, t, i18n.language]);
}
