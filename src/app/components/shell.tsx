import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useIdleAfter } from '../lib/when-idle';
import { FocusOnNavigate } from './focus-on-navigate';
import { Header } from './header';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { PageLoading } from './page-loading';
import { ShellLayout } from './shell-layout';
import { useNewOrderAlerts } from './use-new-order-alerts';
import { useShellMenuItems } from './use-shell-menu-items';
import './shell.css';

const StyleWarmup = lazy(() => import('./style-warmup'));

/**
 * The signed-in frame: collapsible side menu (a drawer on phones), header, and the page.
 * `onSettled` runs once the first screen has settled (the page table fetches the next pages).
 */
export default function Shell({ onSettled }: { onSettled?: () => void }) {
  const items = useShellMenuItems();
  useNewOrderAlerts();
  // Once the first screen has settled: the next pages' code, and antd's styles for the list.
  const settled = useIdleAfter(1500);
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  return (
    <ShellLayout header={<Header />} menuItems={items}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <FocusOnNavigate />
      <KeyboardShortcuts />
      {settled && (
        <Suspense fallback={null}>
          <StyleWarmup />
        </Suspense>
      )}
    </ShellLayout>
  );
}
