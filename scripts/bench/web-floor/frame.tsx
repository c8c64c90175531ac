// What every signed-in screen of the decided stack holds at least: refine with the router and
// simple-rest, inside antd's layout with a side menu. No i18n, icons, auth or code of ours but
// the fetch client simple-rest is handed, as in the app (built as the app is, axios stands aside:
// vite.config.ts).
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import dataProvider from '@refinedev/simple-rest';
import { ConfigProvider, Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createAxiosClient } from '../../../src/app/providers/axios-client';
import { createHttpClient } from '../../../src/app/providers/http-client';

export function renderInFrame(screen: ReactNode) {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <BrowserRouter>
      <ConfigProvider>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider('/api', createAxiosClient(createHttpClient()))}
          resources={[{ name: 'orders', list: '/orders' }]}
        >
          <Layout>
            <Layout.Sider collapsible>
              <Menu items={[{ key: 'orders', label: 'Orders' }]} />
            </Layout.Sider>
            <Layout.Content>{screen}</Layout.Content>
          </Layout>
        </Refine>
      </ConfigProvider>
    </BrowserRouter>,
  );
}
