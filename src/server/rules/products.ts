import type { ResourceRules } from './types';

/**
 * A product starts active. Its stock moves with the orders that name it (rules/stock.ts); a
 * direct edit's stock below zero is refused by the schema, and the table's check backs it.
 */
export const productRules: ResourceRules = {
  async prepareCreate(_context, input) {
    return { status: 'active', ...input };
  },
};
