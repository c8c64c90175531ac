// The saved views' bounds without their zod schemas, so a list page loads no zod for them.

/** How many views one user may keep, over every list (SPEC §11). */
export const maxViewsPerUser = 50;
export const maxViewNameLength = 80;
export const maxViewQueryLength = 2000;

/** The lists a view may be of: every resource's, and the activity log's. */
export const viewableLists = [
  'orders',
  'packages',
  'products',
  'users',
  'stats',
  'activity',
] as const;
