import { type RefineThemedLayoutSiderProps, ThemedLayout, ThemedSider } from '@refinedev/antd';
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect } from 'react';
import { Outlet } from 'react-router';
import { preloadMenuPages, useIdleAfter } from '../lazy-pages';
import { AppTitle } from './app-title';
import { Header } from './header';
import { PageLoading } from './page-loading';
import { useNewOrderAlerts } from './use-new-order-alerts';
import { useShellMenuItems } from './use-shell-menu-items';
import './shell.css';

const StyleWarmup = lazy(() => import('./style-warmup'));

const MenuItems = createContext<ReactNode[]>([]);

// ThemedLayout also calls its Sider as a plain function, so the Sider only reads a context.
function ShellSider(props: RefineThemedLayoutSiderProps) {
  const items = useContext(MenuItems);
  return <ThemedSider {...props} fixed render={() => items} />;
}

/** The signed-in frame: collapsible side menu (a drawer on phones), header, and the page. */
export default function Shell() {
  const items = useShellMenuItems();
  useNewOrderAlerts();
  // Once the first screen has settled: the next pages' code, and antd's styles for the list.
  const settled = useIdleAfter(1500);
  useEffect(() => {
    if (settled) preloadMenuPages();
  }, [settled]);
  return (
    <MenuItems.Provider value={items}>
      <ThemedLayout Header={Header} Sider={ShellSider} Title={AppTitle}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
        {settled && (
          <Suspense fallback={null}>
            <StyleWarmup />
          </Suspense>
        )}
      </ThemedLayout>
    </MenuItems.Provider>
  );
}
