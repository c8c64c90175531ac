import type { Db } from '../db/connect';
import { type DayRollups, recomputeAll, writeRollups } from '../stats/rollup';
import { bulkSteps } from './bulk-steps';
import { type GrowJob, type OrderPiece, orderPiecesOnWorker } from './generator';
import { type Customer, customerFrom, makeCustomer, type UserRow } from './people';
import { growProducts } from './products';
import { Random, seedFrom } from './random';
import { utcToday } from './seed';
import { type Clock, clockFor } from './time';
import { chunksOf, inBulkTransaction, resetSequences, rowsPerInsert, writeFormatOf } from './write';

const ordersPerTransaction = 5_000;
/**
 * From this many new orders on, the secondary indexes (and PostgreSQL's search words) are
 * rebuilt once instead of kept up per row.
 */
const bulkThreshold = 50_000;

/** New customers for grown orders; the id in the address keeps it unique without reading every email. */
async function newCustomers(db: Db, clock: Clock, random: Random, count: number, firstId: number) {
  const made = Array.from({ length: count }, () =>
    Math.floor(random.between(clock.start, clock.now)),
  )
    .sort((a, b) => a - b)
    .map((time, index) => {
      const id = firstId + index;
      return makeCustomer(random, id, time, (local) => `${local}.${id}@example.net`);
    });
  // Only an address typed in through the API could clash; give that customer a plainer one.
  for (let start = 0; start < made.length; start += rowsPerInsert) {
    const chunk = made.slice(start, start + rowsPerInsert);
    const emails = chunk.map((entry) => entry.row.email);
    const clashes = await db.kysely
      .selectFrom('users')
      .select('email')
      .where('email', 'in', emails)
      .execute();
    const taken = new Set(clashes.map((clash) => clash.email));
    for (const { row } of chunk)
      if (taken.has(row.email)) row.email = `customer.${row.id}@example.org`;
  }
  return made;
}

/** Loads the customers orders may go to, oldest first. */
async function existingCustomers(db: Db): Promise<Customer[]> {
  const rows = await db.kysely
    .selectFrom('users')
    .select(['id', 'name', 'street', 'city', 'postalCode', 'country', 'createdAt'])
    .where('role', '=', 'customer')
    // An order ships to its customer's address; one typed in without it cannot take orders.
    .where('street', '!=', '')
    .where('city', '!=', '')
    .where('postalCode', '!=', '')
    .where('country', '!=', '')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(customerFrom);
}

/** What a grow starts from: each grown table's largest id and row count. */
async function tablesNow(db: Db) {
  const maxId = (table: 'users' | 'orders' | 'packages') =>
    db.kysely
      .selectFrom(table)
      .select((eb) => [eb.fn.max('id').as('max'), eb.fn.countAll<number>().as('count')])
      .executeTakeFirstOrThrow();
  const [users, orders, packages] = await Promise.all([
    maxId('users'),
    maxId('orders'),
    maxId('packages'),
  ]);
  return { users, orders, packages };
}

interface GrowOptions {
  today?: string;
  onProgress?: (done: number, total: number) => void;
  /** Stops after the current batch; what was added stays, indexes and stats are completed. */
  signal?: AbortSignal;
  /** From this many new orders on, the bulk path (50,000; lower only in tests). */
  bulkFrom?: number;
}

/**
 * Writes the new customers, then the worker's orders and packages, a transaction per batch,
 * until `job.total` or the signal; answers how many orders went in.
 */
async function loadOrders(
  db: Db,
  job: GrowJob,
  newUsers: readonly UserRow[],
  options: GrowOptions,
): Promise<number> {
  const pieces = orderPiecesOnWorker(job)[Symbol.asyncIterator]();
  // Asked for before the new customers are written: the worker starts (loading its modules
  // takes a while) and makes its first pieces meanwhile, instead of once the load asks for one.
  let first: Promise<IteratorResult<OrderPiece>> | undefined = pieces.next();
  // Handled where it is awaited; a failure before then leaves it to `return` below.
  first.catch(() => undefined);
  let done = 0;
  try {
    await inBulkTransaction(db, (write) => write(chunksOf('users', newUsers, job.format)));
    options.onProgress?.(0, job.total);
    while (done < job.total && !options.signal?.aborted) {
      done += await inBulkTransaction(db, async (write) => {
        let inserted = 0;
        for (;;) {
          const piece = await (first ?? pieces.next());
          first = undefined;
          if (piece.done) return inserted;
          await write(piece.value.chunks);
          inserted += piece.value.orders;
          if (piece.value.endsBatch) return inserted;
        }
      });
      options.onProgress?.(done, job.total);
      // The SQLite driver never waits, so give signals and timers a turn between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await pieces.return?.(undefined);
  }
  return done;
}

/**
 * Adds orders (≈1.2 packages each, a new customer per ~10) until `orders` holds `targetOrders`,
 * deterministically from the current largest ids, then recomputes `stats`.
 */
export async function growOrders(
  db: Db,
  targetOrders: number,
  options: GrowOptions = {},
): Promise<{ added: number }> {
  const clock = clockFor(options.today ?? utcToday());
  const { users, orders, packages } = await tablesNow(db);
  const total = targetOrders - Number(orders.count);
  if (total <= 0) return { added: 0 };

  const random = new Random(seedFrom(Number(orders.max ?? 0), Number(packages.max ?? 0), 0x920e));
  const added = await newCustomers(
    db,
    clock,
    random,
    Math.max(1, Math.round(total / 10)),
    Number(users.max ?? 0) + 1,
  );
  const customers = [...(await existingCustomers(db)), ...added.map((entry) => entry.customer)];
  customers.sort((a, b) => a.createdMs - b.createdMs || a.id - b.id);
  const job: GrowJob = {
    today: clock.today,
    random: random.current,
    customers,
    total,
    firstOrderId: Number(orders.max ?? 0) + 1,
    firstPackageId: Number(packages.max ?? 0) + 1,
    ordersPerBatch: ordersPerTransaction,
    format: writeFormatOf(db),
  };

  const steps = bulkSteps[db.engine.name];
  const resume =
    total >= (options.bulkFrom ?? bulkThreshold) ? await steps.suspend(db, clock.today) : null;
  if (!resume) await steps.heal(db);
  let done = 0;
  let loaded = false;
  let read: DayRollups | undefined;
  try {
    done = await loadOrders(
      db,
      job,
      added.map((entry) => entry.row),
      options,
    );
    loaded = true;
  } finally {
    if (resume) read = await resume(loaded);
  }
  // The catalogue grows with the orders; its rows are few, so they go in with their indexes.
  await growProducts(db, clock, Number(orders.count) + done);
  await resetSequences(db);
  if (read) await writeRollups(db.kysely, read);
  else await recomputeAll(db.kysely, clock.today);
  await steps.refreshStatistics(db);
  return { added: done };
}
