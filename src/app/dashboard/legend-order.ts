import type { LegendPayload } from 'recharts';

/**
 * A legend's order: `order`'s, by what `keyOf` reads off an item (recharts' default sorts
 * the labels alphabetically, which puts "Cancelled" first and differs by language).
 */
export const inOrderOf =
  (order: readonly string[], keyOf: (item: LegendPayload) => unknown) => (item: LegendPayload) =>
    order.indexOf(String(keyOf(item)));
