import { describe, expect, it } from 'vitest';
import { Random } from './random';
import { type GrowJob, orderPieces, orderPiecesOnWorker } from './seed-generator';
import { makeCustomer } from './seed-people';
import { clockFor, DAY } from './seed-time';

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
