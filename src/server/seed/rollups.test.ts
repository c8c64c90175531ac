import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeSqliteFile } from '../db/sqlite-file';
import { daysToToday, rollupsOf } from '../stats/rollup';
import { rollupsOnWorker } from './rollups';
import { type SeededFile, smallSeededFile } from './small-seed';

const today = '2026-06-30';
const empty = join(tmpdir(), `seed-rollups-empty-${randomUUID()}.db`);
let seeded: SeededFile;

beforeAll(async () => {
  seeded = await smallSeededFile('seed-rollups', today);
});

afterAll(async () => {
  await seeded.remove();
  removeSqliteFile(empty);
});

describe('rollupsOnWorker', () => {
  it('reads on its own connection the rollups this connection reads', async () => {
    const { db, file } = seeded;
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
