/** What a signed-in path shows, as the routes (routes.tsx) lay it out. */
export type Screen =
  | { page: 'dashboard' | 'settings' | 'activity' }
  | { page: 'list' | 'create'; resource: string }
  | { page: 'show' | 'edit'; resource: string; id: string };

/**
 * The screen of a path, read without the router so that a direct visit can start fetching its
 * code (lazy-pages.ts) and data (providers/prefetch.ts) before the app has drawn anything. A
 * path no resource has (`/nope`) reads as a list; the routes show it as not found.
 */
export function screenOfPath(pathname: string): Screen | undefined {
  const [resource, action, id, ...rest] = pathname.split('/').filter(Boolean);
  if (resource === undefined) return { page: 'dashboard' };
  if (action === undefined)
    return resource === 'settings' || resource === 'activity'
      ? { page: resource }
      : { page: 'list', resource };
  if (rest.length > 0) return undefined;
  if (action === 'create' && id === undefined) return { page: 'create', resource };
  if ((action === 'show' || action === 'edit') && id !== undefined)
    return { page: action, resource, id: decoded(id) };
  return undefined;
}

/** A path segment decoded, or as it is when it is no valid escape (`%zz`). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
