import type { ComponentType } from 'react';
import type { ResourceDefinition } from '../../resources';
import { SearchPalette } from '../components/lazy-search-palette';
import { SlotsProvider } from '../crud/slots';
import { lazyPage, type Preloadable, preloadAll } from '../lib/lazy';
import { runWhenIdle } from '../lib/when-idle';
import type { AppPage, ResourcePage } from './paths';
import { screenOfPath } from './screen-of-path';

/**
 * The page table: the code of every page, each its own chunk (the sign-in page loads no tables
 * or charts), and the one place that `import()`s a page. Where each page is lives in paths.ts.
 */

type ResourcePageProps = { resource: ResourceDefinition };
type Registry = typeof import('../resources');

/**
 * A generated page given the resources' slots (the registry in app/resources), which load beside
 * it: the generated pages never import a resource's own parts. `preload` loads the parts of the
 * slots the page draws (the form widgets, the show pages' parts), which the lists do not load.
 */
const withSlots = (
  page: Promise<{ default: ComponentType<ResourcePageProps> }>,
  preload: (registry: Registry) => Promise<unknown> = () => Promise.resolve(),
) =>
  Promise.all([
    page,
    import('../resources').then((registry) => preload(registry).then(() => registry)),
  ]).then(([{ default: Page }, { slotsOf }]) => ({
    default: (props: ResourcePageProps) => (
      <SlotsProvider slotsOf={slotsOf}>
        <Page {...props} />
      </SlotsProvider>
    ),
  }));

export const Shell = lazyPage(() => import('../components/shell'));
export const LoginPage = lazyPage(() => import('../pages/login'));
/**
 * The dashboard, its charts' code asked for beside it (the dashboard's own `DashboardCharts` then
 * finds it loaded): every dashboard draws them, and asked for only once the dashboard was drawn
 * they came late into a direct visit to `/`.
 */
export const DashboardPage = lazyPage(() => {
  void import('../dashboard/charts').catch(() => undefined);
  return import('../pages/dashboard');
});
export const SettingsPage = lazyPage(() => import('../pages/settings'));
export const ActivityPage = lazyPage(() => import('../pages/activity'));
export const NotFoundPage = lazyPage(() => import('../pages/not-found'));
export const ResourceList = lazyPage(() => withSlots(import('../crud/resource-list')));
export const ResourceShow = lazyPage(() =>
  withSlots(import('../crud/resource-show'), (registry) => registry.preloadShowParts()),
);
export const ResourceCreate = lazyPage(() =>
  withSlots(import('../crud/resource-create'), (registry) => registry.preloadFormWidgets()),
);
export const ResourceEdit = lazyPage(() =>
  withSlots(import('../crud/resource-edit'), (registry) => registry.preloadFormWidgets()),
);

/** The code of each of the app's own pages that paths.ts places. */
export const appPageCode: Record<AppPage, Preloadable & ComponentType> = {
  dashboard: DashboardPage,
  settings: SettingsPage,
  activity: ActivityPage,
};

/** The code of each generated page of a resource that paths.ts places. */
export const resourcePageCode: Record<
  ResourcePage,
  Preloadable & ComponentType<ResourcePageProps>
> = {
  list: ResourceList,
  create: ResourceCreate,
  show: ResourceShow,
  edit: ResourceEdit,
};

/** The page a signed-in path opens (a test holds it to the routes), or undefined. */
export function pageOfPath(pathname: string): Preloadable | undefined {
  const screen = screenOfPath(pathname);
  if (!screen) return undefined;
  return 'resource' in screen ? resourcePageCode[screen.page] : appPageCode[screen.page];
}

/**
 * On the sign-in page, while the password is typed: the frame, the dashboard and its charts that
 * follow it, and `more` (the app itself, when the sign-in page came without it).
 */
export const preloadSignedInPages = (more: readonly Preloadable[] = []) =>
  runWhenIdle(() => preloadAll([...more, Shell, DashboardPage]), 500);

/**
 * On a direct visit (a link, a reload): the frame and the page of the path, from the start,
 * beside the app's code. Left to the routes, the page's code was asked for only once the session
 * was known and the frame drawn.
 */
export const preloadFirstScreen = (pathname: string) => {
  const page = pageOfPath(pathname);
  preloadAll(page ? [Shell, page] : [Shell]);
};

/**
 * In the signed-in frame, once the first screen has settled (the shell says when): the list and
 * record pages the menu and the search lead to.
 */
export const preloadMenuPages = () => preloadAll([ResourceList, ResourceShow, SearchPalette]);
