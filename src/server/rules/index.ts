import { orderRules } from './orders';
import { packageRules } from './packages';
import { productRules } from './products';
import { statsRules } from './stats';
import type { ResourceRules } from './types';
import { userRules } from './users';

/** Server-side rules by resource name; a resource without rules uses the generic pipeline alone. */
export const rulesByResource: Record<string, ResourceRules> = {
  orders: orderRules,
  packages: packageRules,
  products: productRules,
  stats: statsRules,
  users: userRules,
};
