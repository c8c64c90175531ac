import { describe, expect, it } from 'vitest';
import { type GrowJob, orderPieces, orderPiecesOnWorker, orderRows, orderTimes } from './generator';
import { OrderFactory } from './orders';
import { CustomerPool, makeCustomer } from './people';
import { Random } from './random';
import { clockFor, DAY } from './time';

const today = '2026-06-30';

function job(total: number, customers = 40): GrowJob {
  const random = new Random(7);
  const { start } = clockFor(today);
  const made = Array.from({ length: customers }, (_, index) =>
    makeCustomer(random, index + 10, start + index * DAY, (local) => `${local}@example.org`),
  );
  return {
    today,
    random: random.current,
    customers: made.map((entry) => entry.customer),
    total,
    firstOrderId: 101,
    firstPackageId: 201,
    ordersPerBatch: 1000,
    format: 'insert',
  };
}

describe('orderPieces', () => {
  it('makes statement-sized pieces whose batches hold ordersPerBatch orders', () => {
    const pieces = [...orderPieces(job(2600))];
    const orders = pieces.flatMap((piece) => piece.chunks.filter((c) => c.table === 'orders'));
    expect(orders.reduce((sum, chunk) => sum + chunk.count, 0)).toBe(2600);
    expect(pieces.every((piece) => piece.orders <= 500)).toBe(true);
    const batches: number[] = [];
    let open = 0;
    for (const piece of pieces) {
      open += piece.orders;
      if (piece.endsBatch) {
        batches.push(open);
        open = 0;
      }
    }
    expect(batches).toEqual([1000, 1000, 600]);
  });

  it('goes on with the random sequence where the job says it stands', () => {
    const first = [...orderPieces(job(700))];
    const again = [...orderPieces(job(700))];
    const other = [...orderPieces({ ...job(700), random: new Random(8).current })];
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });
});

describe('orderPiecesOnWorker', () => {
  it('makes on a worker thread exactly the pieces this thread makes', async () => {
    const here = [...orderPieces(job(2600))];
    const there = [];
    for await (const piece of orderPiecesOnWorker(job(2600))) there.push(piece);
    expect(there).toEqual(here);
  });

  it("fails with the worker's error", async () => {
    const pieces = orderPiecesOnWorker({ ...job(10), customers: [] });
    await expect(pieces.next()).rejects.toThrow('Cannot place orders without customers');
  });
});

describe('orderRows', () => {
  /** The versions an order's status implies: created pending, then one write per step. */
  const versionsOf: Record<string, number[]> = {
    pending: [1],
    confirmed: [2],
    cancelled: [2, 3],
    shipped: [3],
    delivered: [4],
    refunded: [5],
  };

  it("counts each seeded status change in the order's and the package's version", () => {
    const { customers } = job(0);
    const clock = clockFor(today);
    const random = new Random(11);
    const factory = new OrderFactory(clock, new CustomerPool(customers));
    const times = orderTimes(clock, random, 1500);
    const { orders, packages } = orderRows(factory, random, times, 1, 1);
    for (const order of orders) expect(versionsOf[order.status]).toContain(order.version);
    expect(new Set(orders.map((order) => order.status)).size).toBe(6);
    for (const parcel of packages) {
      const events = JSON.parse(parcel.trackingEvents) as unknown[];
      expect(parcel.version).toBe(events.length);
      if (parcel.status === 'label_created') expect(parcel.version).toBe(1);
    }
    expect(packages.some((parcel) => parcel.version >= 4)).toBe(true);
  });
});
