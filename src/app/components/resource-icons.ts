import { BarChart3, Boxes, type LucideIcon, Package, ShoppingCart, User } from 'lucide-react';

/** The menu symbol of each resource (SPEC §2). */
export const resourceIcons: Record<string, LucideIcon> = {
  orders: ShoppingCart,
  packages: Package,
  products: Boxes,
  users: User,
  stats: BarChart3,
};
