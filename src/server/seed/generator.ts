import { tsWorker } from '../db/ts-worker';
import { OrderFactory, type OrderRow, type PackageRow } from './orders';
import { type Customer, CustomerPool } from './people';
import { Random } from './random';
import { type Clock, clockFor, orderTimePicker } from './time';
import { type Chunk, chunksOf, rowsPerInsert, type WriteFormat } from './write';

/** `count` order times over the year, oldest first, so ids and order numbers follow time. */
export function orderTimes(clock: Clock, random: Random, count: number): Float64Array {
  const pickTime = orderTimePicker(clock);
  return Float64Array.from({ length: count }, () => pickTime(random)).sort();
}

/** An order per time, with ids from `firstOrderId`, and their packages. */
export function orderRows(
  factory: OrderFactory,
  random: Random,
  times: Float64Array,
  firstOrderId: number,
  firstPackageId: number,
) {
  const orders: OrderRow[] = [];
  const packages: PackageRow[] = [];
  let packageId = firstPackageId;
  times.forEach((time, index) => {
    const made = factory.make(random, firstOrderId + index, time, packageId);
    orders.push(made.order);
    for (const row of made.packages) packages.push(row);
    packageId += made.packages.length;
  });
  return { orders, packages };
}

/** What a grow generates: everything the orders depend on, as plain data a worker can take. */
export interface GrowJob {
  today: string;
  /** The grow's random sequence where the orders' part of it starts (`Random.current`). */
  random: number;
  /** The customers orders may go to, oldest first. */
  customers: Customer[];
  total: number;
  firstOrderId: number;
  firstPackageId: number;
  ordersPerBatch: number;
  /** Made on the worker: COPY text for PostgreSQL costs the inserting thread nothing to pass on. */
  format: WriteFormat;
}

/** A statement's worth of a grow's orders, their packages as they fill statements, as INSERTs. */
export interface OrderPiece {
  orders: number;
  chunks: Chunk[];
  /** The last piece of a transaction's worth (`ordersPerBatch` orders). */
  endsBatch: boolean;
}

/**
 * The grow's orders and packages, a statement's worth at a time, so the rows die young instead
 * of piling up for the garbage collector (kept for a transaction's worth of orders, most of
 * them survived its scavenges, and collecting took most of the grow's time). Packages
 * wait for a full statement; the last piece of a batch takes the ones still waiting.
 */
export function* orderPieces(job: GrowJob): Generator<OrderPiece> {
  const clock = clockFor(job.today);
  const random = new Random(job.random);
  const factory = new OrderFactory(clock, new CustomerPool(job.customers));
  // One sweep through the year: each batch covers a few days, so its index entries sit together.
  const times = orderTimes(clock, random, job.total);
  const ids = { order: job.firstOrderId, package: job.firstPackageId };
  for (let done = 0; done < times.length; done += job.ordersPerBatch) {
    const batch = times.subarray(done, done + job.ordersPerBatch);
    const waiting: PackageRow[] = [];
    for (let start = 0; start < batch.length; start += rowsPerInsert) {
      const made = orderRows(
        factory,
        random,
        batch.subarray(start, start + rowsPerInsert),
        ids.order,
        ids.package,
      );
      ids.order += made.orders.length;
      ids.package += made.packages.length;
      for (const row of made.packages) waiting.push(row);
      const endsBatch = start + rowsPerInsert >= batch.length;
      const ready = endsBatch
        ? waiting.splice(0)
        : waiting.splice(0, waiting.length - (waiting.length % rowsPerInsert));
      yield {
        orders: made.orders.length,
        chunks: [
          ...chunksOf('orders', made.orders, job.format),
          ...chunksOf('packages', ready, job.format),
        ],
        endsBatch,
      };
    }
  }
}

/**
 * The generating worker's young generation: its rows and their COPY text die within a piece, and
 * V8's default size left a large share of its time to the collector, which copied them into the
 * old generation first; a larger one lets them die where they were made.
 */
const youngGenerationMb = 192;

/** Pieces a generating worker may run ahead of their inserts (each a statement's rows). */
const piecesAhead = 30;

/**
 * `orderPieces` made on a worker thread while the caller inserts. Stopping early (`break`, a
 * throw) ends the worker.
 */
export async function* orderPiecesOnWorker(job: GrowJob): AsyncGenerator<OrderPiece> {
  const worker = tsWorker(new URL('./generator-worker.ts', import.meta.url), job, {
    youngGenerationMb,
  });
  const arrived: (OrderPiece | null)[] = [];
  let failure: unknown;
  let wake: (() => void) | undefined;
  const settle = () => {
    wake?.();
    wake = undefined;
  };
  worker.on('message', (piece: OrderPiece | null) => {
    arrived.push(piece);
    settle();
  });
  worker.on('error', (error) => {
    failure = error;
    settle();
  });
  worker.on('exit', (code) => {
    failure ??= code === 0 ? undefined : new Error(`the order generator exited with ${code}`);
    if (code !== 0) settle();
  });
  try {
    worker.postMessage(piecesAhead);
    for (;;) {
      while (arrived.length === 0 && failure === undefined)
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      const piece = arrived.shift();
      if (piece === undefined) throw failure;
      if (piece === null) return;
      yield piece;
      worker.postMessage(1);
    }
  } finally {
    await worker.terminate();
  }
}
