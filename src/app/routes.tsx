import { Authenticated } from '@refinedev/core';
import { CatchAllNavigate } from '@refinedev/react-router';
import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { offers, type ResourceDefinition, resources } from '../resources';
import { PageLoading } from './components/page-loading';
import { RedirectAfterLogin } from './components/redirect-after-login';
import { ResourceGuard } from './crud/resource-guard';
import {
  ActivityPage,
  DashboardPage,
  LoginPage,
  NotFoundPage,
  ResourceCreate,
  ResourceEdit,
  ResourceList,
  ResourceShow,
  SettingsPage,
  Shell,
} from './lazy-pages';

/**
 * The generated pages of every resource: where each lives and whether the resource has it.
 * `pageOfPath` (lazy-pages.ts) names the same page for each path, to fetch it on a direct visit.
 */
export const resourcePages = [
  { path: undefined, action: 'list', Page: ResourceList, exists: () => true },
  { path: 'show/:id', action: 'show', Page: ResourceShow, exists: () => true },
  {
    path: 'create',
    action: 'create',
    Page: ResourceCreate,
    exists: (resource: ResourceDefinition) => offers(resource, 'create'),
  },
  {
    path: 'edit/:id',
    action: 'edit',
    Page: ResourceEdit,
    exists: (resource: ResourceDefinition) => offers(resource, 'edit'),
  },
] as const;

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route
          element={
            <Authenticated key="shell" fallback={<CatchAllNavigate to="/login" />}>
              <Shell />
            </Authenticated>
          }
        >
          <Route index element={<DashboardPage />} />
          {/* Keyed by resource: going from a package to its order mounts a fresh page, since the
              hooks a page runs (its slots) differ from resource to resource. */}
          {resources.map((resource) => (
            <Route key={resource.name} path={resource.name}>
              {resourcePages
                .filter((page) => page.exists(resource))
                .map(({ path, action, Page }) => (
                  <Route
                    key={action}
                    index={path === undefined}
                    path={path}
                    element={
                      <ResourceGuard key={resource.name} resource={resource.name} action={action}>
                        <Page resource={resource} />
                      </ResourceGuard>
                    }
                  />
                ))}
            </Route>
          ))}
          <Route path="settings" element={<SettingsPage />} />
          <Route path="activity" element={<ActivityPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          element={
            <Authenticated key="login" fallback={<Outlet />}>
              <RedirectAfterLogin />
            </Authenticated>
          }
        >
          <Route path="/login" element={<LoginPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
