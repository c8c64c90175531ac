import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { connect } from '../db/connect';
import { migrate } from '../db/migrate';
import { removeSqliteFile } from '../db/sqlite-file';
import { seedIfEmpty } from '../seed/seed';
import {
  mergeOnWorker,
  mergeSearchIndex,
  reachesLargest,
  searchLevels,
  worthMerging,
} from './fts5-segments';

const headers = { 'x-requested-with': 'XMLHttpRequest' };
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** An FTS5 index of the test's own, `notes_fts_by_time`, that merges only when told to. */
function notesIndex() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(
    'create virtual table "notes_fts_by_time" using fts5(body); insert into "notes_fts_by_time"("notes_fts_by_time", rank) values (\'automerge\', 0)',
  );
  // biome-ignore lint/suspicious/noExplicitAny: a table of the test's own, outside the schema
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  const insert = sqlite.prepare('insert into "notes_fts_by_time"(body) values (?)');
  const count = sqlite.prepare(
    'select count(*) as found from "notes_fts_by_time" where "notes_fts_by_time" match ?',
  );
  return {
    db,
    /** Adds `bodies`, in one commit. */
    add: sqlite.transaction((bodies: string[]) => {
      for (const body of bodies) insert.run(body);
    }),
    found: (match: string) => (count.get(match) as { found: number }).found,
    levels: () => searchLevels(db, 'notes'),
    /** FTS5's `optimize`: every segment merged into one. */
    optimize: () => mergeSearchIndex(db, 'notes', true),
  };
}

describe('segmentLevels', () => {
  it('reads the segments FTS5 writes, one per commit until they merge, level by level', async () => {
    const notes = notesIndex();
    for (let index = 0; index < 7; index++) notes.add([`note ${index}`]);
    // With merging off, each of the seven commits left a segment of its own on the first level.
    const split = await notes.levels();
    expect(split[0]).toHaveLength(7);
    expect(new Set(split[0]).size).toBe(7);
    expect(split.flat()).toHaveLength(7);
    await notes.optimize();
    const merged = await notes.levels();
    expect(merged.flat()).toHaveLength(1);
    expect(split[0]).not.toContain(merged.flat()[0]);
    await notes.db.destroy();
  });
});

describe('mergeSearchIndex', () => {
  it('joins the segments the writes added level by level and leaves the large one until the carry reaches it', async () => {
    const notes = notesIndex();
    notes.add(Array.from({ length: 2000 }, (_, index) => `order ${index} schmidt`));
    // Two optimizes, each with a new commit to merge, lift the large segment two levels each.
    for (let index = 0; index < 2; index++) {
      notes.add(['order first']);
      await notes.optimize();
    }
    /** The id of the segment on the highest level: the large one. */
    const top = async () => (await notes.levels()).filter((level) => level.length > 0).at(-1);
    expect((await notes.levels()).flat()).toHaveLength(1);
    let large = await top();
    const rewrites: number[] = [];
    const predictions: number[] = [];
    for (let merge = 1; merge <= 12; merge++) {
      for (let commit = 0; commit < 2; commit++)
        notes.add(Array.from({ length: 200 }, (_, index) => `order m${merge}c${commit}n${index}`));
      const predicted = reachesLargest(await notes.levels());
      await mergeSearchIndex(notes.db, 'notes');
      const levels = await notes.levels();
      // No level holds two segments after a merge, and every row is found as before.
      expect(levels.every((level) => level.length <= 1)).toBe(true);
      expect(notes.found('order')).toBe(2002 + 400 * merge);
      expect(notes.found('schmidt')).toBe(2000);
      const now = await top();
      if (now?.[0] !== large?.[0]) rewrites.push(merge);
      // Where the upkeep would have merged level by level, the large segment stayed.
      if (!predicted) expect(now).toEqual(large);
      else predictions.push(merge);
      large = now;
    }
    // FTS5's optimize rewrites the large segment at every merge; here the carry reached it
    // twice in twelve (at the 4th and the 12th with this SQLite), further apart each time.
    expect(rewrites.length).toBeGreaterThan(0);
    expect(rewrites.length).toBeLessThan(4);
    expect(rewrites[0]).toBeGreaterThan(1);
    expect(predictions).toEqual(rewrites);
    await notes.db.destroy();
  });
});

describe('reachesLargest', () => {
  it('tells when a merge level by level would carry into the highest level', () => {
    // Three on the first level make one on the second, where two make one on the third: stops.
    expect(reachesLargest([[1, 2, 3], [4], [], [9]])).toBe(false);
    expect(reachesLargest([[1, 2], [3], [4], [9]])).toBe(true);
    expect(reachesLargest([[1], [], [9]])).toBe(false);
    expect(reachesLargest([[1, 2], [9]])).toBe(true);
    expect(reachesLargest([[], [8, 9]])).toBe(true);
    expect(reachesLargest([[], [9]])).toBe(false);
    expect(reachesLargest([])).toBe(false);
  });
});

describe('worthMerging', () => {
  it('merges once there are enough segments and a level holds two of them', () => {
    expect(worthMerging([[1], [2, 3]], 3)).toBe(true);
    expect(worthMerging([[4, 5, 6], [], [1]], 4)).toBe(true);
    // Enough segments, but one a level: a merge would join none.
    expect(worthMerging([[1], [2], [3]], 3)).toBe(false);
    expect(worthMerging([[1, 2]], 3)).toBe(false);
    expect(worthMerging([], 1)).toBe(false);
  });
});

describe('search upkeep (SQLite)', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  /** A server on a fresh database: in memory, or in a temporary file (`onFile`). */
  async function started(searchQuietMs: number, onFile = false) {
    const file = onFile ? join(tmpdir(), `upkeep-${randomUUID()}.db`) : ':memory:';
    const db = connect(file);
    await migrate(db);
    await seedIfEmpty(db, {
      production: false,
      demoPassword: 'demo-password',
      today: '2026-06-30',
      size: { customers: 5, orders: 20 },
    });
    const config = {
      ...readConfig({ NODE_ENV: 'test', DATABASE_URL: file }),
      loginRequestsPerMinute: 10_000,
      searchQuietMs,
    };
    const app = await buildApp(config, { db, logger: false });
    await app.ready();
    close = async () => {
      await app.close();
      await db.close();
      if (onFile) removeSqliteFile(file);
    };
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'operator@example.com', password: 'demo-password' },
    });
    const cookie = `sid=${login.cookies.find((entry) => entry.name === 'sid')?.value}`;
    const customer = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'customer')
      .executeTakeFirstOrThrow();
    /** Creates an order with `word` in its note, in a commit of its own. */
    const create = async (word: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers, cookie },
        payload: {
          customerId: customer.id,
          items: [{ sku: 'MUG-1', name: 'Mug', quantity: 1, unitPrice: 1250 }],
          currency: 'EUR',
          street: '1 Main Street',
          city: 'Berlin',
          postalCode: '10115',
          country: 'DE',
          note: `upkeep ${word}`,
        },
      });
      expect(response.statusCode).toBe(201);
    };
    const search = async (q: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/orders?q=${encodeURIComponent(q)}&_start=0&_end=100`,
        headers: { ...headers, cookie },
      });
      expect(response.statusCode).toBe(200);
      return Number(response.headers['x-total-count']);
    };
    return {
      app,
      db,
      cookie,
      create,
      search,
      segments: async () => (await searchLevels(db.kysely, 'orders')).flat().length,
    };
  }

  /** Creates orders one commit at a time until the orders' index holds at least `count` segments. */
  async function split(server: Awaited<ReturnType<typeof started>>, count: number) {
    let created = 0;
    while ((await server.segments()) < count) {
      await server.create(`word${created}`);
      created++;
      expect(created).toBeLessThan(500);
    }
    return created;
  }

  it.each([
    ['in memory, between two commits', false],
    ['on a file, on a worker thread', true],
  ])(
    'merges the segments the writes split the index into once no write has come for the quiet time, while reads go on (%s)',
    async (_, onFile) => {
      const server = await started(150, onFile);
      const created = await split(server, 8);
      expect(await server.search('upkeep')).toBe(created);
      // A search every 20 ms meanwhile: reads do not hold the merge back.
      const until = Date.now() + 5000;
      const merged = async () =>
        (await searchLevels(server.db.kysely, 'orders')).every((level) => level.length <= 1);
      while (!(await merged()) && Date.now() < until) {
        expect(await server.search('upkeep')).toBe(created);
        await sleep(20);
      }
      expect(await merged()).toBe(true);
      expect(await server.segments()).toBeLessThan(8);
      // The same rows match after the merge.
      expect(await server.search('upkeep')).toBe(created);
      expect(await server.search(`upkeep word${created - 1}`)).toBe(1);
    },
  );

  it('holds sign-in and sign-out, whose writes wait in the queue, while work is aside; reads go on', async () => {
    const server = await started(0);
    let release: () => void = () => undefined;
    const aside = server.db.aside?.(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    let signedIn = false;
    const login = server.app
      .inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { email: 'admin@example.com', password: 'demo-password' },
      })
      .then((response) => {
        signedIn = true;
        return response;
      });
    let signedOut = false;
    const logout = server.app
      .inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...headers, cookie: server.cookie },
      })
      .then((response) => {
        signedOut = true;
        return response;
      });
    // A read answers meanwhile.
    expect(await server.search('upkeep')).toBe(0);
    await sleep(100);
    expect([signedIn, signedOut]).toEqual([false, false]);
    release();
    await aside;
    expect((await login).statusCode).toBe(200);
    expect((await logout).statusCode).toBe(200);
  });

  it('leaves the index alone while writes keep coming, and when turned off', async () => {
    const busy = await started(400);
    await split(busy, 8);
    // A write every 100 ms for 1.2 s: never 400 ms without one. FTS5 merges a level of four
    // on its own, so the count may shrink a little, but never to one.
    for (let index = 0; index < 12; index++) {
      await busy.create(`busy${index}`);
      await sleep(100);
    }
    expect(await busy.segments()).toBeGreaterThan(1);
    await close?.();

    const off = await started(0);
    await split(off, 8);
    const segments = await off.segments();
    await sleep(500);
    expect(await off.segments()).toBe(segments);
  });
});

describe('mergeOnWorker', () => {
  it("fails with SQLite's message when the merge cannot run", async () => {
    const file = join(tmpdir(), `upkeep-${randomUUID()}.db`);
    new SQLite(file).close();
    try {
      await expect(mergeOnWorker(file, 'orders')).rejects.toThrow(/no such table/);
    } finally {
      removeSqliteFile(file);
    }
  });
});
