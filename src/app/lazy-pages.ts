import { type ComponentType, lazy, useEffect, useState } from 'react';
import { screenOfPath } from './screen-of-path';

type PageModule<Props> = { default: ComponentType<Props> };

/**
 * A page loaded on first use, or earlier with `preload()`; both share one download. Once loaded,
 * the page renders at once: React's `lazy` reads a thenable that calls back synchronously without
 * suspending, so no fallback flashes and React does not hold the page back for its 300 ms
 * fallback throttle (which made a preloaded list wait ~230 ms after a menu click).
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of each page are its own.
export function lazyPage<Props extends Record<string, any>>(
  load: () => Promise<PageModule<Props>>,
) {
  let loading: Promise<PageModule<Props>> | undefined;
  let loaded: PageModule<Props> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  const loadedNow = (module: PageModule<Props>) =>
    ({
      // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy reads.
      then: (resolve: (value: PageModule<Props>) => void) => resolve(module),
    }) as unknown as Promise<PageModule<Props>>;
  return Object.assign(
    lazy(() => (loaded ? loadedNow(loaded) : preload())),
    { preload },
  );
}

/**
 * A component of a module's named export, loaded like a page (`lazyPage`): parts of a screen kept
 * out of its first load, such as the forms' slot widgets and the lists' column filters.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of each component are its own.
export function lazyComponent<Props extends Record<string, any>>(
  load: () => Promise<ComponentType<Props>>,
) {
  return lazyPage(() => load().then((component) => ({ default: component })));
}

let app: Promise<typeof import('./app')> | undefined;
/** The signed-in app (refine, the router, the providers): loaded once, by `main` or ahead of it. */
export const loadApp = () => {
  app ??= import('./app');
  return app;
};

// Each screen is its own chunk: the sign-in page loads no tables or charts.
export const Shell = lazyPage(() => import('./components/shell'));
export const LoginPage = lazyPage(() => import('./pages/login'));
/**
 * The dashboard, its charts' code asked for with it: every dashboard draws them, and asked for
 * only once the dashboard was drawn they came ~700 ms into a direct visit to `/`.
 */
export const DashboardPage = lazyPage(() => {
  void DashboardCharts.preload().catch(() => undefined);
  return import('./pages/dashboard');
});
export const SettingsPage = lazyPage(() => import('./pages/settings'));
export const ActivityPage = lazyPage(() => import('./pages/activity'));
export const NotFoundPage = lazyPage(() => import('./pages/not-found'));
export const ResourceList = lazyPage(() => import('./crud/resource-list'));
/**
 * The header's search palette, loaded when first opened or once the first screen has settled:
 * its antd Modal (with rc-dialog) is ~9 KB gzip of every signed-in first screen.
 */
export const SearchPalette = lazyComponent(() =>
  import('./components/search-palette').then((module) => module.SearchPalette),
);
/**
 * A page together with parts of the resources' slots it draws (`preload`, from crud/slots): the
 * form widgets (slots/form-parts.ts) or the show pages' parts (slots/show-parts.ts), which the
 * lists do not load.
 */
const withSlotParts = <Page>(
  page: Promise<Page>,
  preload: (slots: typeof import('./crud/slots')) => Promise<unknown>,
) => Promise.all([page, import('./crud/slots').then(preload)]).then(([module]) => module);
export const ResourceShow = lazyPage(() =>
  withSlotParts(import('./crud/resource-show'), (slots) => slots.preloadShowParts()),
);
export const ResourceCreate = lazyPage(() =>
  withSlotParts(import('./crud/resource-create'), (slots) => slots.preloadFormWidgets()),
);
export const ResourceEdit = lazyPage(() =>
  withSlotParts(import('./crud/resource-edit'), (slots) => slots.preloadFormWidgets()),
);
// The dashboard's charts, lower panels and map are their own chunks, so its numbers show first;
// loaded like a page, they draw as soon as they may instead of after a Suspense retry.
export const DashboardCharts = lazyPage(() => import('./dashboard/charts'));
export const DashboardLowerPanels = lazyPage(() => import('./dashboard/lower-panels'));
export const PackagesMap = lazyPage(() => import('./dashboard/packages-map'));

/**
 * Runs `work` once the screen has settled (`afterMs`) and the browser is idle, or 0.5 s later
 * at the latest: the dashboard's chart animations leave few idle frames, and a menu click 2 s
 * after the first chart found the list's preload and style warm-up not yet done (bench:web).
 * Returns the cleanup for an effect.
 */
export function runWhenIdle(work: () => void, afterMs: number) {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(work, { timeout: 500 });
    else work();
  }, afterMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
  };
}

/** False until the screen has settled (`afterMs`) and the browser is idle, then true. */
export function useIdleAfter(afterMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => runWhenIdle(() => setIdle(true), afterMs), [afterMs]);
  return idle;
}

/** Fetches `pages` ahead, so that the click that opens one waits for its data only. */
const preload = (pages: readonly { preload: () => Promise<unknown> }[]) => {
  for (const page of pages) void page.preload().catch(() => undefined);
};

/**
 * On the sign-in page, while the password is typed: the app, its frame, the dashboard and its
 * charts that follow it (`npm run bench:web`: sign-in click → first chart).
 */
export const preloadSignedInPages = () =>
  runWhenIdle(() => preload([{ preload: loadApp }, Shell, DashboardPage]), 500);

/** The page a signed-in path opens (a test holds it to the routes), or undefined. */
export function pageOfPath(pathname: string) {
  const screen = screenOfPath(pathname);
  return screen && pagesOf[screen.page];
}

const pagesOf = {
  dashboard: DashboardPage,
  settings: SettingsPage,
  activity: ActivityPage,
  list: ResourceList,
  create: ResourceCreate,
  show: ResourceShow,
  edit: ResourceEdit,
} as const;

/**
 * On a direct visit (a link, a reload): the frame and the page of the path, from the start,
 * beside the app's code. Left to the routes, the page's code was asked for only once the session
 * was known and the frame drawn (`/orders/edit/1`: ~360 ms after the frame's).
 */
export const preloadFirstScreen = (pathname: string) => {
  const page = pageOfPath(pathname);
  preload(page ? [Shell, page] : [Shell]);
};

/**
 * In the signed-in frame, once the first screen has settled (the shell says when): the list and
 * record pages the menu and the search lead to (`npm run bench:web`: menu click → rows).
 */
export const preloadMenuPages = () => preload([ResourceList, ResourceShow, SearchPalette]);
