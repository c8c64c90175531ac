import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  everyMatchSorted,
  fillSearchRows,
  listQueries,
  sorts,
} from '../../../tests/fixtures/search-rows';
import { readsInCreationOrder } from '../../../tests/fixtures/statement-log';
import type { ResourceDefinition, Role } from '../../resources';
import { orders } from '../../resources/orders';
import { users } from '../../resources/users';
import { connect, type Db } from '../db/connect';
import type { AnyDb } from '../db/dialect';
import { migrate } from '../db/migrate';
import { removeSqliteFile } from '../db/sqlite-file';
import { parseListQuery } from '../lists/parse';
import { listDbOf, listPage } from '../lists/service';
import { ReadCache } from '../read-cache';
import { candidatesAmong, expandedMatch } from './fts5';

const file = join(tmpdir(), `search-index-test-${randomUUID()}.db`);
let db: Db;
let kysely: AnyDb;

beforeAll(async () => {
  db = connect(file);
  kysely = db.kysely as unknown as AnyDb;
  await migrate(db);
  await fillSearchRows(kysely);
});
afterAll(async () => {
  await db.close();
  removeSqliteFile(file);
});

async function pageOf(
  resource: ResourceDefinition,
  role: Role,
  query: Record<string, string>,
  cache?: ReadCache,
) {
  const page = await listPage(
    listDbOf(kysely, 'sqlite'),
    resource,
    role,
    parseListQuery(resource, query),
    cache,
  );
  return { ids: page.rows.map((row) => row.id as number), total: page.total };
}

describe('a search sorted by creation time, read in the search index order', () => {
  it('reads the index in creation order for a createdAt-led sort only', async () => {
    const walks = async (query: Record<string, string>) => {
      const sent: string[] = [];
      const logged = new Kysely<unknown>({
        dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true }) }),
        log: (event) => {
          sent.push(event.query.sql);
        },
      });
      const list = parseListQuery(orders, query);
      const page = await listPage(listDbOf(logged as AnyDb, 'sqlite'), orders, 'operator', list);
      await logged.destroy();
      expect(page.rows.length).toBeGreaterThan(0);
      return sent.some(readsInCreationOrder);
    };
    expect(await walks({ q: 'anna' })).toBe(true);
    expect(await walks({ q: 'anna', _sort: 'createdAt,amount', _order: 'asc,desc' })).toBe(true);
    expect(await walks({ q: 'ord 000004' })).toBe(true);
    expect(await walks({ q: 'anna', _sort: 'amount' })).toBe(false);
    expect(await walks({ q: 'ord 000004', _sort: 'amount' })).toBe(false);
  });

  it('answers the same pages as sorting every match, for any sort, page and filter', async () => {
    // Past a hundred matches the page is read in the index's order; below, every match is sorted.
    let walked = 0;
    for (const query of listQueries()) {
      const expected = await everyMatchSorted(kysely, 'sqlite', orders, 'operator', query);
      expect(await pageOf(orders, 'operator', query), JSON.stringify(query)).toEqual(expected);
      if (expected.total > 100 && expected.ids.length > 0) walked++;
    }
    expect(walked).toBeGreaterThan(300);
  });

  it('answers the same pages again with the total kept from the first answer', async () => {
    // A total over a thousand is kept; the page is then read from a few keys past its end.
    const cache = new ReadCache(60_000);
    let kept = 0;
    for (const query of listQueries()) {
      if (query.status || query.city) continue;
      const expected = await everyMatchSorted(kysely, 'sqlite', orders, 'operator', query);
      for (const time of ['first', 'again'])
        expect(
          await pageOf(orders, 'operator', query, cache),
          `${time} ${JSON.stringify(query)}`,
        ).toEqual(expected);
      if (expected.total > 1000) kept++;
    }
    expect(kept).toBeGreaterThan(20);
  });

  it("keeps a role's scope: an operator sees customers only", async () => {
    const userSorts = [...sorts.slice(0, 3), { _sort: 'createdAt,name', _order: 'asc,desc' }];
    for (const q of ['anna', 'wag', 'b', 'example'])
      for (const sort of userSorts)
        for (const page of [
          { _start: '0', _end: '10' },
          { _start: '13', _end: '40' },
        ])
          for (const role of ['operator', 'admin'] as const) {
            const query = { q, ...sort, ...page };
            const expected = await everyMatchSorted(kysely, 'sqlite', users, role, query);
            expect(await pageOf(users, role, query), `${role} ${JSON.stringify(query)}`).toEqual(
              expected,
            );
          }
  });
});

describe('expandedMatch', () => {
  it('spells out a prefix as the few terms it stands for', async () => {
    expect(await expandedMatch(kysely, 'orders', ['felix', 'wag'])).toBe(
      '"felix" AND ("wag" OR "wagner" OR "wagnerova" OR "wagnerovastraße" OR "wagnerstraße" OR "wagstraße")',
    );
    expect(await expandedMatch(kysely, 'orders', ['annika'])).toBe('("annika")');
  });

  it('keeps the prefix when it stands for many terms, none, or a word the tokenizer folds', async () => {
    expect(await expandedMatch(kysely, 'orders', ['ord', '0'])).toBe('"ord" AND "0"*');
    expect(await expandedMatch(kysely, 'orders', ['zzz'])).toBe('"zzz"*');
    expect(await expandedMatch(kysely, 'orders', ['jürgen'])).toBe('"jürgen"*');
  });

  it('adds the order number that digits without its zeros name', async () => {
    expect(await expandedMatch(kysely, 'orders', ['ord', '9'])).toBe('"ord" AND ("9" OR "000009")');
    expect(await expandedMatch(kysely, 'orders', ['09'])).toBe('"09"*');
  });
});

describe('candidatesAmong', () => {
  const keys = [
    { second: 50, id: 1 },
    { second: 40, id: 7 },
    { second: 40, id: 3 },
    { second: 40, id: 9 },
    { second: 30, id: 2 },
    { second: 20, id: 4 },
  ];

  it("takes every key up to the end of the page's last second", () => {
    expect(candidatesAmong(keys, 1, false)).toEqual([1]);
    // The second key ends the page; its second holds two more.
    expect(candidatesAmong(keys, 2, false)).toEqual([1, 7, 3, 9]);
    expect(candidatesAmong(keys, 5, false)).toEqual([1, 7, 3, 9, 2]);
  });

  it('cannot tell when the last second may go on past the keys read', () => {
    expect(candidatesAmong(keys, 6, false)).toBeUndefined();
    expect(candidatesAmong(keys, 8, false)).toBeUndefined();
    expect(candidatesAmong(keys.slice(0, 4), 2, false)).toBeUndefined();
  });

  it('takes every key when they are every match', () => {
    expect(candidatesAmong(keys, 6, true)).toEqual([1, 7, 3, 9, 2, 4]);
    expect(candidatesAmong(keys, 8, true)).toEqual([1, 7, 3, 9, 2, 4]);
    expect(candidatesAmong([], 10, true)).toEqual([]);
  });
});
