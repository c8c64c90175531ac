import { useMenu } from '@refinedev/core';
import { Layout, Menu, theme } from 'antd';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
} from 'react';
import { AppTitle } from './app-title';
import { mainContentId } from './page-focus';
import { SkipLink } from './skip-link';
import { useBreakpoint } from './use-breakpoint';

interface ShellMenuState {
  collapsed: boolean;
  setCollapsed(collapsed: boolean): void;
  drawerOpen: boolean;
  setDrawerOpen(open: boolean): void;
}

const ShellMenuContext = createContext<ShellMenuState>({
  collapsed: false,
  setCollapsed: () => undefined,
  drawerOpen: false,
  setDrawerOpen: () => undefined,
});

/** The side menu's state, for the header's menu button. */
export const useShellMenu = () => useContext(ShellMenuContext);

const PhoneDrawer = lazy(() => import('./phone-drawer'));

const expandedWidth = 200;
const collapsedWidth = 80;

interface ShellLayoutProps {
  header: ReactNode;
  /** The side menu's entries (`useShellMenuItems`). */
  menuItems: ReactNode[];
  children: ReactNode;
}

/**
 * The signed-in frame: a fixed side menu that collapses to its symbols (a drawer on phones),
 * the header and the page. Drawn as refine's ThemedLayout draws it, but ours: ThemedLayout lives
 * in `@refinedev/antd`'s one module, and with it came the parts of that module the list and
 * record pages use (their page header from pro-layout among them) into the dashboard's first
 * screen, a large part of it (`npm run bench:web`).
 */
export function ShellLayout({ header, menuItems, children }: ShellLayoutProps) {
  const { token } = theme.useToken();
  const screens = useBreakpoint();
  const phone = screens.lg === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { selectedKey } = useMenu();
  const state = useMemo(
    () => ({ collapsed, setCollapsed, drawerOpen, setDrawerOpen }),
    [collapsed, drawerOpen],
  );
  const width = collapsed ? collapsedWidth : expandedWidth;

  const menu = (
    <Menu
      mode="inline"
      selectedKeys={selectedKey ? [selectedKey] : []}
      onClick={() => setDrawerOpen(false)}
      style={{ paddingTop: 8, border: 'none', overflow: 'auto', height: 'calc(100% - 72px)' }}
    >
      {menuItems}
    </Menu>
  );

  return (
    <ShellMenuContext.Provider value={state}>
      <SkipLink />
      <Layout style={{ minHeight: '100vh' }} hasSider>
        {phone ? (
          <Suspense fallback={null}>
            <PhoneDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
              {menu}
            </PhoneDrawer>
          </Suspense>
        ) : (
          <>
            {/* Holds the fixed menu's place in the row. */}
            <div style={{ width, flex: 'none', transition: 'width 0.2s' }} />
            <Layout.Sider
              collapsed={collapsed}
              collapsedWidth={collapsedWidth}
              width={expandedWidth}
              trigger={null}
              style={{
                position: 'fixed',
                top: 0,
                height: '100vh',
                zIndex: 999,
                backgroundColor: token.colorBgContainer,
                borderRight: `1px solid ${token.colorBgElevated}`,
              }}
            >
              <div
                style={{
                  display: 'flex',
                  justifyContent: collapsed ? 'center' : 'flex-start',
                  alignItems: 'center',
                  height: 64,
                  padding: collapsed ? 0 : '0 16px',
                  backgroundColor: token.colorBgElevated,
                }}
              >
                <AppTitle collapsed={collapsed} />
              </div>
              {menu}
            </Layout.Sider>
          </>
        )}
        <Layout>
          {header}
          <Layout.Content id={mainContentId}>
            <div style={{ minHeight: 360, padding: screens.sm === false ? 12 : 24 }}>
              {children}
            </div>
          </Layout.Content>
        </Layout>
      </Layout>
    </ShellMenuContext.Provider>
  );
}
