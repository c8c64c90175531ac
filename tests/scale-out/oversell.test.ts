/**
 * Confirmations that race for the same products through two server processes on one PostgreSQL
 * schema (on SQLite, whose deployment is one process, through that one) never oversell
 * (SPEC §11): each product's stock ends at its start less what the confirmed orders took, never
 * below zero, and each refused confirmation is an OUT_OF_STOCK that took nothing.
 * `RACE_ROUNDS` sets how often the race runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect';
import { demoEmails } from '../api/harness';
import { orderBody, productBody } from '../fixtures/bodies';
import { api, expectOk, signIn } from './client';
import { type RacePair, startRacePair } from './race-pair';
import type { ServerProcess } from './servers';

const rounds = Number(process.env.RACE_ROUNDS ?? 3);
const racers = 12;

let a: ServerProcess;
let b: ServerProcess;
let db: Db;
let admin: string;
let customerId: number;
let pair: RacePair | undefined;

beforeAll(async () => {
  pair = await startRacePair();
  ({ a, b, db, customerId } = pair);
  admin = (await signIn(a, demoEmails.admin)).cookie;
}, 120_000);

afterAll(async () => {
  await pair?.close();
});

type Product = { id: number; sku: string; name: string };
let serial = 0;

const newProduct = (stock: number): Promise<Product> =>
  expectOk(
    api(a, '/products', {
      method: 'POST',
      cookie: admin,
      body: productBody(`RACE-${process.pid}-${serial++}`, { stock }),
    }),
    201,
  );

const line = (product: Product, quantity: number) => ({
  productId: product.id,
  sku: product.sku,
  name: product.name,
  quantity,
  unitPrice: 1250,
});

const stockOf = async (product: Product) =>
  (
    await db.kysely
      .selectFrom('products')
      .select('stock')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow()
  ).stock;

describe('confirmations racing for the same stock', () => {
  it.each(Array.from({ length: rounds }, (_, round) => round + 1))(
    'round %i: the stock ends at its start less what the confirmed orders took, never below zero',
    async () => {
      const [mugs, cups] = [await newProduct(9), await newProduct(14)];
      // Half the orders name the cups first: the locks are taken in id order whatever the lines'.
      const wants = Array.from({ length: racers }, (_, index) => ({
        mugs: 1 + (index % 3),
        cups: 2,
        cupsFirst: index % 2 === 1,
      }));
      const orders = [];
      for (const want of wants) {
        const items = [line(mugs, want.mugs), line(cups, want.cups)];
        orders.push(
          await expectOk(
            api(a, '/orders', {
              method: 'POST',
              cookie: admin,
              body: orderBody(customerId, { items: want.cupsFirst ? items.reverse() : items }),
            }),
            201,
          ),
        );
      }
      const answers = await Promise.all(
        orders.map((order, index) =>
          api(index % 2 ? b : a, `/orders/${order.id}`, {
            method: 'PATCH',
            cookie: admin,
            body: { version: order.version, status: 'confirmed' },
          }),
        ),
      );
      for (const answer of answers) {
        expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
        if (answer.status === 409) expect(answer.body.code).toBe('OUT_OF_STOCK');
      }
      const confirmed = wants.filter((_, index) => answers[index]?.status === 200);
      expect(confirmed.length).toBeGreaterThan(0);
      expect(confirmed.length).toBeLessThan(racers);
      const stored = await db.kysely
        .selectFrom('orders')
        .select('id')
        .where(
          'id',
          'in',
          orders.map((order) => order.id),
        )
        .where('status', '=', 'confirmed')
        .execute();
      expect(stored.length).toBe(confirmed.length);
      const took = (of: 'mugs' | 'cups') => confirmed.reduce((sum, want) => sum + want[of], 0);
      const [mugsLeft, cupsLeft] = [await stockOf(mugs), await stockOf(cups)];
      expect(mugsLeft).toBeGreaterThanOrEqual(0);
      expect(cupsLeft).toBeGreaterThanOrEqual(0);
      expect(mugsLeft).toBe(9 - took('mugs'));
      expect(cupsLeft).toBe(14 - took('cups'));
    },
    60_000,
  );
});
