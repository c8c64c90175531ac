import '@ant-design/v5-patch-for-react-19';
import '../i18n';
import '../test-timeouts';
import {
  type AuthProvider,
  type DataProvider,
  type GoConfig,
  Refine,
  type RouterProvider,
} from '@refinedev/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { vi } from 'vitest';
import { TranslationProvider } from '../crud/fields/labels';
import { FollowProvider } from './app-link';

/** jsdom lacks matchMedia (antd's breakpoints) and ResizeObserver (antd's overflow checks). */
export function stubBrowser(): void {
  window.matchMedia ??= vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** A data provider that answers nothing unless a test says otherwise. */
export const emptyDataProvider: DataProvider = {
  getApiUrl: () => '/api',
  getList: async () => ({ data: [], total: 0 }),
  getOne: async () => ({ data: {} as never }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  deleteOne: async () => ({ data: {} as never }),
  custom: async () => ({ data: [] as never }),
};

function FakeLink({ to, children, ...props }: { to: string; children?: ReactNode }) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

/**
 * A router for refine that records where the app asked to go. (Under vitest, `@refinedev/react-router`
 * and the test would load two copies of react-router, whose contexts do not meet.)
 */
export function fakeRouter(pathname = '/') {
  const went: GoConfig[] = [];
  const provider: RouterProvider = {
    go: () => (config) => {
      went.push(config);
    },
    back: () => () => undefined,
    parse: () => () => ({ pathname, params: {} }),
    Link: FakeLink,
  };
  return { provider, went };
}

interface RenderInRefineOptions {
  router?: RouterProvider;
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
}

/** Renders `ui` inside `<Refine>` as the app does, with fakes for the providers. */
export function renderInRefine(ui: ReactNode, options: RenderInRefineOptions = {}) {
  const {
    router = fakeRouter().provider,
    authProvider,
    dataProvider = emptyDataProvider,
  } = options;
  return render(
    <Refine
      routerProvider={router}
      dataProvider={dataProvider}
      authProvider={authProvider}
      options={{
        disableTelemetry: true,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
      }}
    >
      <FollowProvider>
        <TranslationProvider>{ui}</TranslationProvider>
      </FollowProvider>
    </Refine>,
  );
}

/**
 * A frame that draws `component` anew, as a parent's re-render does, each time its "draw again"
 * button is pressed (`drawAgain`): for components that a parent's re-render should pass by.
 */
export function RedrawingFrame({ component: Component }: { component: ComponentType }) {
  const [draws, setDraws] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setDraws(draws + 1)}>
        draw again
      </button>
      <Component />
    </>
  );
}

/** Presses `RedrawingFrame`'s button `times` times. */
export function drawAgain(times: number): void {
  for (let time = 0; time < times; time++)
    fireEvent.click(screen.getByRole('button', { name: 'draw again' }));
}
