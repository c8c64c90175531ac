import type { ResourceProps } from '@refinedev/core';
import { resources } from '../../resources';
import { resourceIcons } from '../components/resource-icons';
import { hasPage, resourcePages, routeOf } from './paths';

/** refine's resource list, generated from the definitions and the pages' paths (SPEC §2). */
export const refineResources: ResourceProps[] = resources.map((resource) => {
  const Icon = resourceIcons[resource.name];
  const routes = Object.fromEntries(
    resourcePages
      .filter(({ page }) => hasPage(resource, page))
      .map(({ page, path }) => [page, routeOf(resource.name, path)]),
  );
  return {
    name: resource.name,
    ...routes,
    meta: {
      label: `resources.${resource.name}.title`,
      icon: Icon ? <Icon size={16} aria-hidden /> : undefined,
      canDelete: resource.permissions.admin.includes('delete'),
    },
  };
});
