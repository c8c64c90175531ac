import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growProducts, productRow, productsFor } from './products';
import { type SeededFile, smallSeededFile } from './small-seed';
import { clockFor } from './time';

const today = '2026-06-30';
const clock = clockFor(today);

describe('the seeded products', () => {
  let made: SeededFile;
  beforeAll(async () => {
    made = await smallSeededFile('seed-products', today);
  });
  afterAll(() => made?.remove());

  it('keeps the whole catalogue in a small seed, and one product per 25 orders in a large one', () => {
    expect(productsFor(300)).toBe(193);
    expect(productsFor(5_000)).toBe(200);
    expect(productsFor(1_000_000)).toBe(40_000);
  });

  it('makes each row from its id alone', () => {
    expect(productRow(clock, 250)).toEqual(productRow(clock, 250));
    expect(productRow(clock, 1).sku).toBe('TEE-ORG-WHT');
    expect(productRow(clock, 194).sku).toBe('TEE-ORG-WHT-S2');
  });

  it('grows the catalogue in proportion to the orders, once', async () => {
    const count = async () =>
      Number(
        (
          await made.db.kysely
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(193);
    expect(await growProducts(made.db, clock, 6_000)).toBe(47);
    expect(await growProducts(made.db, clock, 6_000)).toBe(0);
    expect(await count()).toBe(240);
    const last = await made.db.kysely
      .selectFrom('products')
      .selectAll()
      .where('id', '=', 240)
      .executeTakeFirstOrThrow();
    expect(last).toEqual(productRow(clock, 240));
  });
});
