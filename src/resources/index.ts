import { type Action, actions, can, type ResourceDefinition, type Role } from './define';
import { orders } from './orders';
import { packages } from './packages';
import { products } from './products';
import { stats } from './stats';
import { users } from './users';

export * from './define';

/** Every resource, in menu order. Adding one here adds its routes and pages. */
export const resources: readonly ResourceDefinition[] = [orders, packages, products, users, stats];

export function findResource(name: string): ResourceDefinition | undefined {
  return resources.find((resource) => resource.name === name);
}

export { orders, packages, products, stats, users };

/** What a role may do, per resource and action, for the UI to hide what it may not. */
export function permissionsOf(role: Role) {
  const map: Record<string, Record<Action, boolean>> = {};
  for (const resource of resources) {
    map[resource.name] = Object.fromEntries(
      actions.map((action) => [action, can(resource, role, action)]),
    ) as Record<Action, boolean>;
  }
  map.activity = Object.fromEntries(
    actions.map((action) => [action, role === 'admin' && (action === 'list' || action === 'show')]),
  ) as Record<Action, boolean>;
  return map;
}
