import { BarChart3, type LucideIcon, Package, ShoppingCart, User } from 'lucide-react';

/** The menu symbol of each resource (SPEC §2). */
export const resourceIcons: Record<string, LucideIcon> = {
  orders: ShoppingCart,
  packages: Package,
  users: User,
  stats: BarChart3,
};
