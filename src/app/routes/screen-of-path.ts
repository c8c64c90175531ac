import { type AppPage, appPages, type ResourcePage, resourcePages } from './paths';

/** What a signed-in path shows, as the routes (paths.ts) lay it out. */
export type Screen =
  | { page: AppPage }
  | { page: Exclude<ResourcePage, 'show' | 'edit'>; resource: string }
  | { page: 'show' | 'edit'; resource: string; id: string };

/**
 * The screen of a path, read without the router so that a direct visit can start fetching its
 * code (routes/pages.tsx) and data (providers/prefetch.ts) before the app has drawn anything. A
 * path no resource has (`/nope`) reads as a list; the routes show it as not found.
 */
export function screenOfPath(pathname: string): Screen | undefined {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (first === undefined) return { page: 'dashboard' };
  if (rest.length === 0) {
    const own = appPages.find((entry) => entry.path === first);
    if (own) return { page: own.page };
  }
  for (const { page, path } of resourcePages) {
    const id = matchPath(path, rest);
    if (id === undefined) continue;
    if (page === 'show' || page === 'edit') return { page, resource: first, id: id ?? '' };
    return { page, resource: first };
  }
  return undefined;
}

/**
 * Whether `segments` are the page's `path` (`show/:id`): the decoded id where it has one, null
 * where it has none, undefined when they are not.
 */
function matchPath(path: string | undefined, segments: readonly string[]) {
  const parts = path === undefined ? [] : path.split('/');
  if (parts.length !== segments.length) return undefined;
  let id: string | null = null;
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part === ':id') id = decoded(segment);
    else if (part !== segment) return undefined;
  }
  return id;
}

/** A path segment decoded, or as it is when it is no valid escape (`%zz`). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
