import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysToToday, rollupsOf } from '../stats/rollup';
import { connect, type Db } from './connect';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';
import { rollupsOnWorker } from './seed-rollups';

const today = '2026-06-30';
const file = join(tmpdir(), `seed-rollups-${randomUUID()}.db`);
const empty = join(tmpdir(), `seed-rollups-empty-${randomUUID()}.db`);
let db: Db;

beforeAll(async () => {
  db = connect(file);
  await migrate(db);
  await seedIfEmpty(db, {
    production: false,
    demoPassword: 'demo-password',
    today,
    size: { customers: 40, orders: 300 },
  });
});

afterAll(async () => {
  await db.close();
  for (const name of [file, empty])
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${name}${suffix}`, { force: true });
});

describe('rollupsOnWorker', () => {
  it('reads on its own connection the rollups this connection reads', async () => {
    const here = await rollupsOf(db.kysely, await daysToToday(db.kysely, today));
    const there = await rollupsOnWorker(file, today);
    expect(there?.days.at(-1)).toBe(today);
    expect(there?.stats.reduce((sum, day) => sum + day.ordersCount, 0)).toBe(300);
    expect(there).toEqual(here);
  });

  it("fails with the worker's error", async () => {
    // A database without tables: the worker's first query fails.
    await expect(rollupsOnWorker(empty, today)).rejects.toThrow(/no such table: orders/);
  });
});
