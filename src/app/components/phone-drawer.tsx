import { Drawer, Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { AppTitle } from './app-title';

interface PhoneDrawerProps {
  open: boolean;
  onClose(): void;
  /** The side menu. */
  children: ReactNode;
}

/** The side menu on phones: a drawer from the left (loaded only where it is used). */
export default function PhoneDrawer({ open, onClose, children }: PhoneDrawerProps) {
  const { token } = theme.useToken();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      closable={false}
      width={200}
      styles={{ body: { padding: 0 } }}
    >
      <Layout>
        <Layout.Sider
          width={200}
          style={{
            height: '100vh',
            backgroundColor: token.colorBgContainer,
            borderRight: `1px solid ${token.colorBgElevated}`,
          }}
        >
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              height: 64,
              padding: '0 16px',
              backgroundColor: token.colorBgElevated,
            }}
          >
            <AppTitle collapsed={false} />
          </div>
          {children}
        </Layout.Sider>
      </Layout>
    </Drawer>
  );
}
