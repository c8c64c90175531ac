import '@ant-design/v5-patch-for-react-19';
import '../../i18n';
import '../../test-timeouts';
import {
  type AccessControlProvider,
  type AuthProvider,
  type BaseRecord,
  type DataProvider,
  type NotificationProvider,
  Refine,
  type ResourceProps,
  type RouterProvider,
} from '@refinedev/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { permissionsOf, type Role, resources } from '../../../resources';
import { FollowProvider } from '../../components/app-link';
import { slotsOf } from '../../resources';
import { TranslationProvider } from '../fields/labels';
import { SlotsProvider } from '../slots';

export { stubBrowser } from '../../components/test-utils';

/** A data provider whose methods are spies; each test overrides what it needs. */
export function fakeDataProvider(overrides: Partial<Record<keyof DataProvider, unknown>> = {}) {
  return {
    getApiUrl: () => '/api',
    getList: vi.fn(async () => ({ data: [] as BaseRecord[], total: 0 })),
    getOne: vi.fn(async () => ({ data: {} as BaseRecord })),
    getMany: vi.fn(async () => ({ data: [] as BaseRecord[] })),
    create: vi.fn(async () => ({ data: {} as BaseRecord })),
    update: vi.fn(async () => ({ data: {} as BaseRecord })),
    deleteOne: vi.fn(async () => ({ data: {} as BaseRecord })),
    // Other requests (a day's summary) fail as a server's would, instead of refine throwing
    // while the page draws that the provider has no `custom`.
    custom: vi.fn(async () => {
      throw new Error('No custom requests in these tests');
    }),
    ...overrides,
  } as DataProvider & Record<'getList' | 'getOne' | 'update' | 'create', ReturnType<typeof vi.fn>>;
}

/** refine's router, faked: the page sees `parsed` (resource, action, id) and links are plain anchors. */
function fakeRouter(parsed: { resource?: string; action?: string; id?: string }): RouterProvider {
  return {
    go: () => () => undefined,
    back: () => () => undefined,
    parse: () => () => ({
      resource: parsed.resource ? { name: parsed.resource } : undefined,
      action: parsed.action as never,
      id: parsed.id,
      pathname: `/${parsed.resource ?? ''}`,
      params: {},
    }),
    Link: ({
      to,
      children,
      replace: _replace,
      ...props
    }: {
      to: string;
      replace?: boolean;
      children?: ReactNode;
    }) => (
      <a href={to} {...props}>
        {children}
      </a>
    ),
  };
}

const refineResources: ResourceProps[] = resources.map((resource) => ({
  name: resource.name,
  list: `/${resource.name}`,
  show: `/${resource.name}/show/:id`,
  create: `/${resource.name}/create`,
  edit: `/${resource.name}/edit/:id`,
}));

interface RenderOptions {
  dataProvider?: DataProvider;
  accessControlProvider?: AccessControlProvider;
  route?: { resource?: string; action?: string; id?: string };
  /** Extra resources (a test's own definitions). */
  extraResources?: ResourceProps[];
  /** The signed-in role whose permission map the pages read (admin unless said). */
  role?: Role;
  /** react-query's staleTime for every query (0 unless said; the app's is 10 s). */
  staleTime?: number;
  notificationProvider?: NotificationProvider;
  /** The signed-in user's id, as `/api/auth/me` reports it (1 unless said). */
  userId?: number;
}

/** A signed-in session of `role`, as `/api/auth/me` reports it. */
function fakeAuthProvider(role: Role, userId: number): AuthProvider {
  return {
    getIdentity: async () => ({ id: userId, role }),
    login: async () => ({ success: true }),
    logout: async () => ({ success: true }),
    check: async () => ({ authenticated: true }),
    onError: async () => ({}),
    getPermissions: async () => permissionsOf(role),
  };
}

/** Renders `ui` inside `<Refine>` with fake providers and the resources' slots, as the app's pages run. */
export function renderInRefine(ui: ReactNode, options: RenderOptions = {}) {
  return render(
    // The lists keep their state in the URL (list-location.tsx), read from react-router's.
    <MemoryRouter>
      <Refine
        dataProvider={options.dataProvider ?? fakeDataProvider()}
        routerProvider={fakeRouter(options.route ?? {})}
        accessControlProvider={options.accessControlProvider}
        notificationProvider={options.notificationProvider}
        authProvider={fakeAuthProvider(options.role ?? 'admin', options.userId ?? 1)}
        resources={[...refineResources, ...(options.extraResources ?? [])]}
        options={{
          disableTelemetry: true,
          warnWhenUnsavedChanges: true,
          reactQuery: {
            clientConfig: {
              defaultOptions: { queries: { retry: false, staleTime: options.staleTime ?? 0 } },
            },
          },
        }}
      >
        <FollowProvider>
          <TranslationProvider>
            {/* The resources' own parts, as the page table hands them to the generated pages. */}
            <SlotsProvider slotsOf={slotsOf}>{ui}</SlotsProvider>
          </TranslationProvider>
        </FollowProvider>
      </Refine>
    </MemoryRouter>,
  );
}
