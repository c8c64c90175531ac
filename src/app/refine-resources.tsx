import type { ResourceProps } from '@refinedev/core';
import { BarChart3, type LucideIcon, Package, ShoppingCart, User } from 'lucide-react';
import { offers, resources } from '../resources';

/** The menu symbol of each resource (SPEC §2). */
export const resourceIcons: Record<string, LucideIcon> = {
  orders: ShoppingCart,
  packages: Package,
  users: User,
  stats: BarChart3,
};

/** refine's resource list, generated from the definitions: routes follow SPEC §2. */
export const refineResources: ResourceProps[] = resources.map((resource) => {
  const Icon = resourceIcons[resource.name];
  const writable = offers(resource, 'create');
  return {
    name: resource.name,
    list: `/${resource.name}`,
    show: `/${resource.name}/show/:id`,
    ...(writable ? { create: `/${resource.name}/create`, edit: `/${resource.name}/edit/:id` } : {}),
    meta: {
      label: `resources.${resource.name}.title`,
      icon: Icon ? <Icon size={16} aria-hidden /> : undefined,
      canDelete: resource.permissions.admin.includes('delete'),
    },
  };
});
