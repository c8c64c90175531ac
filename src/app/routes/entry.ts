import type { Preloadable } from '../lib/lazy';
import { DashboardPage, preloadSignedInPages, ResourceList, Shell } from './pages';

/**
 * What the entry (main.tsx) loads: the signed-in app (refine, the router, the providers) or the
 * sign-in page alone. Not in the page table: the app imports the routes, which import the page
 * table, so the page table loading the app would close a circle.
 */
let app: Promise<typeof import('../app')> | undefined;
/** The signed-in app: loaded once, by the entry or ahead of it. */
export const loadApp = () => {
  app ??= import('../app');
  return app;
};
export const loadSignIn = () => import('../sign-in-entry');

const theApp: Preloadable = { preload: loadApp };

/**
 * The screens a visit may open first, by what each loads before anything else: the build puts
 * their code in a chunk per set of screens that loads it (build/first-screen-chunks.ts reads this
 * table and the page table, by name).
 */
export const firstScreens = {
  signIn: [loadSignIn],
  dashboard: [loadApp, Shell, DashboardPage],
  list: [loadApp, Shell, ResourceList],
};

/** On the sign-in page opened on its own, while the password is typed: the app and its first pages. */
export const preloadAppWhileSigningIn = () => preloadSignedInPages([theApp]);
