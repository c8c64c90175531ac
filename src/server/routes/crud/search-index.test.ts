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
} from '../../../../tests/fixtures/search-rows';
import type { ResourceDefinition, Role } from '../../../resources';
import { orders } from '../../../resources/orders';
import { users } from '../../../resources/users';
import { connect, type Db } from '../../db/connect';
import { migrate } from '../../db/migrate';
import { removeSqliteFile } from '../../db/sqlite-file';
import { parseListQuery } from './query';
import { expandedMatch } from './search-index';
import { type AnyDb, selectPage } from './select';

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

async function pageOf(resource: ResourceDefinition, role: Role, query: Record<string, string>) {
  const page = await selectPage(kysely, 'sqlite', resource, role, parseListQuery(resource, query));
  return { ids: page.rows.map((row) => row.id as number), total: page.total };
}

describe('a search sorted by creation time, read in the search index order', () => {
  it('walks the index for a createdAt-led sort of more than a hundred matches only', async () => {
    const walks = async (query: Record<string, string>) => {
      const sent: string[] = [];
      const logged = new Kysely<unknown>({
        dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true }) }),
        log: (event) => {
          sent.push(event.query.sql);
        },
      });
      const list = parseListQuery(orders, query);
      const page = await selectPage(logged as AnyDb, 'sqlite', orders, 'operator', list);
      await logged.destroy();
      expect(page.rows.length).toBeGreaterThan(0);
      return sent.some((text) => text.includes(' as edge'));
    };
    expect(await walks({ q: 'anna' })).toBe(true);
    expect(await walks({ q: 'anna', _sort: 'createdAt,amount', _order: 'asc,desc' })).toBe(true);
    expect(await walks({ q: 'anna', _sort: 'amount' })).toBe(false);
    expect(await walks({ q: 'ord 000004' })).toBe(false);
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
