import { offers, type ResourceDefinition } from '../../resources';

/**
 * Where each page of the signed-in app is: the app's own pages by their path, and every
 * resource's generated pages by their path under `/<resource>`. The routes (app-routes.tsx),
 * refine's resource list (refine-resources.tsx) and the reading of a path before the app has
 * drawn (screen-of-path.ts) all follow this table; the page table (pages.tsx) pairs each entry
 * with its code. It imports no page, so that the providers may read it.
 */
export const appPages = [
  { page: 'dashboard', path: undefined },
  { page: 'settings', path: 'settings' },
  { page: 'activity', path: 'activity' },
] as const;

export const resourcePages = [
  { page: 'list', path: undefined },
  { page: 'show', path: 'show/:id' },
  { page: 'create', path: 'create' },
  { page: 'edit', path: 'edit/:id' },
] as const;

export type AppPage = (typeof appPages)[number]['page'];
export type ResourcePage = (typeof resourcePages)[number]['page'];

/** Whether `resource` has the generated page: every resource a list and a record page. */
export function hasPage(resource: ResourceDefinition, page: ResourcePage): boolean {
  return page === 'list' || page === 'show' || offers(resource, page);
}

/** The route of a resource's page, with `:id` where the record's id goes (`/orders/show/:id`). */
export const routeOf = (resource: string, path: string | undefined) =>
  path === undefined ? `/${resource}` : `/${resource}/${path}`;
