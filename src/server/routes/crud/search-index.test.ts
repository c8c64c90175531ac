import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition, Role } from '../../../resources';
import { orders } from '../../../resources/orders';
import { users } from '../../../resources/users';
import { connect, type Db } from '../../db/connect';
import { migrate } from '../../db/migrate';
import { Random } from '../../db/random';
import { iso } from '../../db/seed-time';
import { removeSqliteFile } from '../../db/sqlite-file';
import { parseListQuery } from './query';
import { expandedMatch } from './search-index';
import { type AnyDb, type AnySelect, scopedSelect, selectPage } from './select';

const firstNames = ['Anna', 'Anne', 'Annika', 'Ben', 'Felix', 'Jürgen'];
const lastNames = ['Wagner', 'Wagnerova', 'Wag', 'Weber', 'Müller', 'Bern'];
const cities = ['Berlin', 'Bern', 'Bremen', 'Anklam'];
const statuses = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'];

const file = join(tmpdir(), `search-index-test-${randomUUID()}.db`);
let db: Db;
let kysely: AnyDb;

/**
 * Times crowded into few seconds (a second holds ~10 rows, some the same millisecond), a few
 * far apart (1971, 2099), and ids that do not follow time, as the seed's first orders and rows
 * typed in later make them.
 */
function timesOf(random: Random, count: number): string[] {
  const base = Date.parse('2026-03-01T10:00:00.000Z');
  const times: string[] = [];
  for (let index = 0; index < count; index++) {
    const roll = random.next();
    if (roll < 0.02) times.push(iso(Date.parse('1971-01-01T00:00:00.000Z') + random.int(0, 999)));
    else if (roll < 0.04)
      times.push(iso(Date.parse('2099-12-31T23:59:59.000Z') + random.int(0, 999)));
    else if (roll < 0.1 && times.length > 0) times.push(random.pick(times));
    else times.push(iso(base + random.int(0, 600) * 1000 + random.int(0, 999)));
  }
  return times;
}

const idsOutOfOrder = (random: Random, count: number) => {
  const ids = Array.from({ length: count }, (_, index) => index + 1);
  for (let index = ids.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [ids[index], ids[other]] = [ids[other] as number, ids[index] as number];
  }
  return ids.map((id) => id * 3 + (id % 7));
};

beforeAll(async () => {
  db = connect(file);
  kysely = db.kysely as unknown as AnyDb;
  await migrate(db);
  const random = new Random(0x5ea4c4);
  const userTimes = timesOf(random, 2000);
  const userIds = idsOutOfOrder(random, 2000);
  await kysely
    .insertInto('users')
    .values(
      userIds.map((id, index) => ({
        id,
        createdAt: userTimes[index],
        updatedAt: userTimes[index],
        name: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
        email: `person${id}@example.org`,
        role: random.chance(0.7) ? 'customer' : random.pick(['admin', 'operator', 'viewer']),
        status: random.pick(['active', 'disabled']),
        city: random.pick(cities),
      })),
    )
    .execute();
  const orderTimes = timesOf(random, 6000);
  const rows = idsOutOfOrder(random, 6000).map((id, index) => ({
    id,
    createdAt: orderTimes[index],
    updatedAt: orderTimes[index],
    number: `ORD-${String(id).padStart(6, '0')}`,
    customerId: random.pick(userIds),
    customerName: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
    status: random.pick(statuses),
    items: '[]',
    amount: random.int(100, 900) * 10,
    currency: 'EUR',
    street: `${random.pick(lastNames)}straße ${random.int(1, 9)}`,
    city: random.pick(cities),
    postalCode: String(random.int(10_000, 10_020)),
    country: 'DE',
    note: random.chance(0.2) ? `Call ${random.pick(firstNames)} first` : null,
  }));
  for (let start = 0; start < rows.length; start += 100)
    await kysely
      .insertInto('orders')
      .values(rows.slice(start, start + 100))
      .execute();
  // Writes after the fill reach the index through the triggers.
  for (const row of rows.filter((_, index) => index % 9 === 0)) {
    await kysely
      .updateTable('orders')
      .set({ customerName: `${random.pick(firstNames)} ${random.pick(lastNames)}` })
      .where('id', '=', row.id)
      .execute();
  }
  for (const row of rows.filter((_, index) => index % 13 === 1)) {
    await kysely
      .updateTable('orders')
      .set({ createdAt: random.pick(orderTimes) })
      .where('id', '=', row.id)
      .execute();
  }
  await kysely
    .deleteFrom('orders')
    .where(
      'id',
      'in',
      rows.filter((_, index) => index % 11 === 2).map((row) => row.id),
    )
    .execute();
});
afterAll(async () => {
  await db.close();
  removeSqliteFile(file);
});

/** The page as the list's whole sort orders every visible match: no index order involved. */
async function everyMatchSorted(
  resource: ResourceDefinition,
  role: Role,
  query: Record<string, string>,
) {
  const list = parseListQuery(resource, query);
  const all = list.sort.reduce<AnySelect>(
    (select, { column, order }) => select.orderBy(column, order),
    scopedSelect(kysely, 'sqlite', resource, role, list).select('id'),
  );
  const ids = (await all.execute()).map((row) => row.id as number);
  return { ids: ids.slice(list.offset, list.offset + list.limit), total: ids.length };
}

async function pageOf(resource: ResourceDefinition, role: Role, query: Record<string, string>) {
  const page = await selectPage(kysely, 'sqlite', resource, role, parseListQuery(resource, query));
  return { ids: page.rows.map((row) => row.id as number), total: page.total };
}

const searches = [
  'anna',
  'ann',
  'an',
  'wag',
  'wagner',
  'felix wag',
  'b',
  'bern',
  'jürgen',
  'ord 000',
];
const sorts = [
  { _sort: 'createdAt', _order: 'desc' },
  { _sort: 'createdAt', _order: 'asc' },
  { _sort: 'createdAt,id', _order: 'desc,asc' },
  { _sort: 'createdAt,amount', _order: 'asc,desc' },
];

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
    const filters: Record<string, string>[] = [
      {},
      { status: 'delivered' },
      { amount_gte: '5000', city: 'Berlin' },
    ];
    const pages = [
      { _start: '0', _end: '10' },
      { _start: '7', _end: '8' },
      { _start: '9', _end: '34' },
      { _start: '60', _end: '160' },
      { _start: '500', _end: '510' },
    ];
    // Past a hundred matches the page is read in the index's order; below, every match is sorted.
    let walked = 0;
    for (const q of searches)
      for (const sort of sorts)
        for (const filter of filters)
          for (const page of pages) {
            const query = { q, ...sort, ...filter, ...page };
            const expected = await everyMatchSorted(orders, 'operator', query);
            expect(await pageOf(orders, 'operator', query), JSON.stringify(query)).toEqual(
              expected,
            );
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
            const expected = await everyMatchSorted(users, role, query);
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
    expect(await expandedMatch(kysely, 'orders', ['ord', '0'])).toBe('"ord" "0"*');
    expect(await expandedMatch(kysely, 'orders', ['zzz'])).toBe('"zzz"*');
    expect(await expandedMatch(kysely, 'orders', ['jürgen'])).toBe('"jürgen"*');
  });
});
