/**
 * A legend's or a tooltip's order: `order`'s, by what `keyOf` reads off an item (recharts'
 * default sorts the labels alphabetically, which puts "Cancelled" first and differs by language).
 */
export const inOrderOf =
  <Item>(order: readonly string[], keyOf: (item: Item) => unknown) =>
  (item: Item) =>
    order.indexOf(String(keyOf(item)));
