import type { Db } from '../db/connect';
import { orderedProducts, productCatalogue } from './product-ranges';
import { Random, seedFrom } from './random';
import { type Clock, DAY, HOUR, iso } from './time';
import { insertRows } from './write';

export interface ProductRow {
  id: number;
  createdAt: string;
  updatedAt: string;
  version: number;
  sku: string;
  name: string;
  unitPrice: number;
  currency: string;
  stock: number;
  status: string;
}

/** The first seed's orders per product: 5,000 orders keep the catalogue's ~200 (SPEC §11). */
const ordersPerProduct = 25;

/** How many products a database of `orders` orders keeps: the whole catalogue at least. */
export const productsFor = (orders: number) =>
  Math.max(productCatalogue.length, Math.round(orders / ordersPerProduct));

/**
 * Product `id` (1-based): the catalogue's goods first, in its order (the seeded order lines name
 * them by id), then its ranges again as later series. Each row follows from its id alone, so a
 * grow adds the same products whatever it grew from. Its stock is a shelf's worth, now and then
 * sold out; a few of the goods no seeded order names are archived.
 */
export function productRow(clock: Clock, id: number): ProductRow {
  const random = new Random(seedFrom(7, id));
  const index = id - 1;
  const template = productCatalogue[index % productCatalogue.length] ?? productCatalogue[0];
  if (!template) throw new Error('The product catalogue is empty');
  const series = Math.floor(index / productCatalogue.length) + 1;
  const first = series === 1;
  // The first series was listed before the first order; later ones over the year.
  const created = first
    ? clock.start - (90 - index * 0.25) * DAY
    : random.between(clock.start, clock.now - HOUR);
  const createdAt = iso(Math.floor(created));
  const archived = index >= orderedProducts && random.chance(0.04);
  return {
    id,
    createdAt,
    updatedAt: createdAt,
    version: archived ? 2 : 1,
    sku: first ? template.sku : `${template.sku}-S${series}`,
    name: first ? template.name : `${template.name} (series ${series})`,
    unitPrice: template.price,
    currency: 'EUR',
    stock: random.chance(0.06) ? 0 : random.int(5, 400),
    status: archived ? 'archived' : 'active',
  };
}

/** Products `firstId` to `lastId`, inclusive. */
export const productRows = (clock: Clock, firstId: number, lastId: number): ProductRow[] =>
  Array.from({ length: Math.max(0, lastId - firstId + 1) }, (_, offset) =>
    productRow(clock, firstId + offset),
  );

/** Adds the products a database of `orders` orders keeps beyond those it has; answers how many. */
export async function growProducts(db: Db, clock: Clock, orders: number): Promise<number> {
  const { max } = await db.kysely
    .selectFrom('products')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  const rows = productRows(clock, Number(max ?? 0) + 1, productsFor(orders));
  if (rows.length > 0)
    await db.kysely.transaction().execute((trx) => insertRows(trx, db.engine, { products: rows }));
  return rows.length;
}
