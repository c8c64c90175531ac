import { Authenticated } from '@refinedev/core';
import { CatchAllNavigate } from '@refinedev/react-router';
import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { resources } from '../../resources';
import { PageLoading } from '../components/page-loading';
import { RedirectAfterLogin } from '../components/redirect-after-login';
import { ResourceGuard } from '../crud/resource-guard';
import {
  appPageCode,
  LoginPage,
  NotFoundPage,
  preloadMenuPages,
  preloadSignedInPages,
  resourcePageCode,
  Shell,
} from './pages';
import { appPages, hasPage, resourcePages } from './paths';

const preloadAfterSignIn = () => preloadSignedInPages();

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route
          element={
            <Authenticated key="shell" fallback={<CatchAllNavigate to="/login" />}>
              <Shell onSettled={preloadMenuPages} />
            </Authenticated>
          }
        >
          {appPages.map(({ page, path }) => {
            const Page = appPageCode[page];
            return <Route key={page} index={path === undefined} path={path} element={<Page />} />;
          })}
          {/* Keyed by resource: going from a package to its order mounts a fresh page, since the
              hooks a page runs (its slots) differ from resource to resource. */}
          {resources.map((resource) => (
            <Route key={resource.name} path={resource.name}>
              {resourcePages
                .filter(({ page }) => hasPage(resource, page))
                .map(({ page, path }) => {
                  const Page = resourcePageCode[page];
                  return (
                    <Route
                      key={page}
                      index={path === undefined}
                      path={path}
                      element={
                        <ResourceGuard key={resource.name} resource={resource.name} action={page}>
                          <Page resource={resource} />
                        </ResourceGuard>
                      }
                    />
                  );
                })}
            </Route>
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          element={
            <Authenticated key="login" fallback={<Outlet />}>
              <RedirectAfterLogin />
            </Authenticated>
          }
        >
          <Route path="/login" element={<LoginPage preload={preloadAfterSignIn} />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
