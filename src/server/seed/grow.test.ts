import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/connect';
import { recomputeAll } from '../stats/rollup';
import { vacuumLanes } from './bulk-steps';
import { orderPiecesOnWorker } from './generator';
import { growOrders } from './grow';
import { rollupsOnWorker } from './rollups';
import { type SeededFile, smallSeededFile } from './small-seed';

// The real worker, watched, so a test can see it was asked and make it fail once.
vi.mock('./rollups', async (importOriginal) => {
  const real = await importOriginal<typeof import('./rollups')>();
  return { rollupsOnWorker: vi.fn(real.rollupsOnWorker) };
});

// The real generating worker too, so a test can see when its pieces are first asked for.
vi.mock('./generator', async (importOriginal) => {
  const real = await importOriginal<typeof import('./generator')>();
  return { ...real, orderPiecesOnWorker: vi.fn(real.orderPiecesOnWorker) };
});

const today = '2026-06-30';
const opened: SeededFile[] = [];

async function seeded(): Promise<Db> {
  const made = await smallSeededFile('seed-grow', today);
  opened.push(made);
  return made.db;
}

afterEach(async () => {
  vi.mocked(rollupsOnWorker).mockClear();
  vi.mocked(orderPiecesOnWorker).mockClear();
  for (const made of opened.splice(0)) await made.remove();
});

/** The rollup tables as text, and what recomputing every day in place makes of them. */
async function rollupsAndRecomputed(db: Db): Promise<[string, string]> {
  const read = async () =>
    JSON.stringify([
      await db.kysely.selectFrom('stats').selectAll().orderBy('date').execute(),
      await db.kysely
        .selectFrom('dailyBreakdown')
        .selectAll()
        .orderBy('date')
        .orderBy('metric')
        .orderBy('key')
        .execute(),
    ]);
  const grown = await read();
  await recomputeAll(db.kysely, today);
  return [grown, await read()];
}

const indexCount = async (db: Db) => {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from sqlite_master where type in ('index', 'trigger')
  `.execute(db.kysely);
  return rows[0]?.n;
};

describe('growOrders, bulk path (SQLite file)', () => {
  it('reads the rollups on a worker while the indexes are rebuilt, and writes what recomputing writes', async () => {
    const db = await seeded();
    const indexes = await indexCount(db);
    await growOrders(db, 700, { today, bulkFrom: 1 });
    expect(rollupsOnWorker).toHaveBeenCalledTimes(1);
    expect(await indexCount(db)).toBe(indexes);
    const sum = await db.kysely
      .selectFrom('stats')
      .select((eb) => eb.fn.sum<number>('ordersCount').as('orders'))
      .executeTakeFirstOrThrow();
    expect(Number(sum.orders)).toBe(700);
    const [grown, recomputed] = await rollupsAndRecomputed(db);
    expect(grown).toBe(recomputed);
  });

  it('recomputes the rollups in place when the worker fails', async () => {
    const db = await seeded();
    vi.mocked(rollupsOnWorker).mockRejectedValueOnce(new Error('the worker exited with 1'));
    await growOrders(db, 700, { today, bulkFrom: 1 });
    expect(rollupsOnWorker).toHaveBeenCalledTimes(1);
    const [grown, recomputed] = await rollupsAndRecomputed(db);
    expect(grown).toBe(recomputed);
    expect(JSON.parse(grown)[0].length).toBeGreaterThan(300);
  });
});

/**
 * Logs in `events` when the grow first asks the real generating worker for a piece and when it
 * ends it (`return`, which waits for the worker to be terminated).
 */
async function watchPieces(events: string[]) {
  const real = (await vi.importActual<typeof import('./generator')>('./generator'))
    .orderPiecesOnWorker;
  vi.mocked(orderPiecesOnWorker).mockImplementationOnce((job) => {
    const pieces = real(job);
    let asked = false;
    return Object.assign(Object.create(pieces), {
      next: () => {
        if (!asked) events.push('first piece asked');
        asked = true;
        return pieces.next();
      },
      return: async (value: undefined) => {
        const result = await pieces.return(value);
        events.push('worker ended');
        return result;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    });
  });
}

describe('growOrders and its generating worker (SQLite file)', () => {
  it('asks the worker for its first piece before the new customers are written', async () => {
    const db = await seeded();
    const events: string[] = [];
    await watchPieces(events);
    const progress = (done: number) => {
      if (done === 0) events.push('customers written');
    };
    const { added } = await growOrders(db, 700, { today, bulkFrom: 1, onProgress: progress });
    expect(added).toBeGreaterThan(0);
    expect(events).toEqual(['first piece asked', 'customers written', 'worker ended']);
  });

  it('ends the worker when stopped before the first batch, and puts the indexes back', async () => {
    const db = await seeded();
    const indexes = await indexCount(db);
    const orders = await db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const events: string[] = [];
    await watchPieces(events);
    const stop = new AbortController();
    stop.abort();
    const { added } = await growOrders(db, 700, { today, bulkFrom: 1, signal: stop.signal });
    expect(added).toBe(0);
    expect(events).toEqual(['first piece asked', 'worker ended']);
    expect(await indexCount(db)).toBe(indexes);
    const after = await db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(orders.n));
  });
});

describe('vacuumLanes', () => {
  it('shares the tables out over two lanes of about equal bytes, largest first', () => {
    const tables = [
      { name: 'orders_words', bytes: 500 },
      { name: 'orders', bytes: 400 },
      { name: 'packages', bytes: 300 },
      { name: 'packages_words', bytes: 200 },
      { name: 'users', bytes: 50 },
      { name: 'stats', bytes: 0 },
    ];
    expect(vacuumLanes(tables)).toEqual([
      ['orders_words', 'packages_words', 'users'],
      ['orders', 'packages', 'stats'],
    ]);
  });

  it('leaves every table in exactly one lane, and no lane empty', () => {
    expect(vacuumLanes([])).toEqual([]);
    expect(vacuumLanes([{ name: 'only', bytes: 7 }])).toEqual([['only']]);
    const many = Array.from({ length: 9 }, (_, at) => ({ name: `t${at}`, bytes: (at * 37) % 11 }));
    const lanes = vacuumLanes(many);
    expect(lanes.flat().sort()).toEqual(many.map((table) => table.name).sort());
    const bytes = lanes.map((lane) =>
      lane.reduce((sum, name) => sum + (many.find((table) => table.name === name)?.bytes ?? 0), 0),
    );
    expect(Math.abs((bytes[0] ?? 0) - (bytes[1] ?? 0))).toBeLessThanOrEqual(10);
  });
});
