import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

let t: TestApp;
let operator: string;

type Found = {
  id: number;
  createdAt: string;
  status: string;
  number: string;
  amount: number;
  customerName: string;
  country: string;
  currency: string;
  city: string;
};
/** Every order, read by id: what each list below must page through. */
let every: Found[];

beforeAll(async () => {
  // Enough orders per customer that a name has more matches than a page's end (past a hundred,
  // SQLite reads a search's page in its index's order instead of sorting every match).
  t = await startApp({}, { customers: 12, orders: 1500 });
  operator = await t.login('operator');
  every = await readEvery<Found>('orders');
});
afterAll(() => t.close());

/** Every row of a list of `resource` (`query` narrows it), read by id a hundred at a time. */
async function readEvery<T>(resource: string, query = ''): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; ; start += 100) {
    const url = `/api/${resource}?${query}${query ? '&' : ''}_sort=id&_start=${start}&_end=${start + 100}`;
    const response = await t.call({ method: 'GET', url, cookie: operator });
    expect(response.statusCode).toBe(200);
    const page = response.json() as T[];
    rows.push(...page);
    if (page.length < 100) return rows;
  }
}

async function list(query: string) {
  const response = await t.call({ method: 'GET', url: `/api/orders${query}`, cookie: operator });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json() as Found[], total: Number(response.headers['x-total-count']) };
}

/** `rows` in a list's order: by `key` in `direction`, ties by id the same way. */
function sortedBy<T extends Found>(
  rows: T[],
  key: (row: T) => string | number,
  direction: 'asc' | 'desc',
) {
  const sign = direction === 'desc' ? -1 : 1;
  return [...rows].sort(
    (a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id),
  );
}

/** Each window of the list `query` asks for holds that window of `expected`, and the total all. */
async function expectPages(
  query: string,
  expected: Found[],
  windows: readonly (readonly [number, number])[],
) {
  for (const [start, end] of windows) {
    const url = `${query}&_start=${start}&_end=${end}`;
    const page = await list(url);
    expect(page.total, url).toBe(expected.length);
    expect(
      page.body.map((found) => found.id),
      url,
    ).toEqual(expected.slice(start, end).map((found) => found.id));
  }
}

// Sorted by creation time, a search's page is found along the search index; sorted by another
// column, SQLite tests its many matches along the sort's index when the page is near
// (`walkedUnfiltered`), where it looked every match up and sorted them.
describe('a search sorted by creation time or another column', () => {
  it('pages like every match sorted, newest or oldest first, by amount or name, filtered or not', async () => {
    const prefix = encodeURIComponent(every[0]?.customerName.split(' ')[1]?.slice(0, 3) ?? '');
    for (const filter of ['', '&status_ne=cancelled']) {
      // Every match, read by id: sorted whole, not in the search index's order.
      const { total } = await list(`?q=${prefix}${filter}&_sort=id&_end=1`);
      expect(total).toBeGreaterThan(100);
      const matches = await readEvery<Found>('orders', `q=${prefix}${filter}`);
      expect(matches).toHaveLength(total);
      if (filter) expect(matches.every((found) => found.status !== 'cancelled')).toBe(true);

      for (const [column, direction] of [
        ['createdAt', 'desc'],
        ['createdAt', 'asc'],
        ['amount', 'desc'],
        ['amount', 'asc'],
        ['customerName', 'asc'],
      ] as const)
        await expectPages(
          `?q=${prefix}${filter}&_sort=${column}&_order=${direction}`,
          sortedBy(matches, (found) => found[column], direction),
          [
            [0, 10],
            [3, 4],
            [95, 120],
            [total - 5, total + 5],
          ],
        );
    }
  });
});

describe('a search with few matches', () => {
  // Order numbers are ORD- and six digits: ORD-00012 stands for ten orders, ORD-0001 for a
  // hundred (as many as are still read in one pass), ORD-000 for 999.
  it.each([
    ['ORD-00012', ''],
    ['ORD-0001', ''],
    ['ORD-0001', '&status=delivered'],
    ['ORD-000', '&status=delivered&amount_gte=5000'],
    ['ORD-000', ''],
  ])('%s%s pages like every match sorted, by any column', async (q, filter) => {
    const digits = q.slice(4);
    const matches = every.filter(
      (order) =>
        order.number.slice(4).startsWith(digits) &&
        (!filter.includes('status') || order.status === 'delivered') &&
        (!filter.includes('amount') || order.amount >= 5000),
    );
    expect(matches.length).toBeGreaterThan(0);
    for (const [column, direction] of [
      ['createdAt', 'desc'],
      ['amount', 'asc'],
      ['id', 'desc'],
    ] as const) {
      await expectPages(
        `?q=${encodeURIComponent(q)}${filter}&_sort=${column}&_order=${direction}`,
        sortedBy(matches, (order) => order[column], direction),
        [
          [0, 10],
          [5, 6],
          [matches.length - 3, matches.length + 7],
          [matches.length + 1, matches.length + 2],
        ],
      );
    }
  });
});

describe('a search for digits', () => {
  // The number on a parcel or a call, without the zeros: 1234 is ORD-001234 and whatever holds
  // a word that begins 1234 (a street number, a postal code); 5 begins too many words to spell
  // out, on either engine. Digits that begin with a zero are a number typed out (above).
  it.each(['1234', '77', '5'])(
    '%s finds the order it numbers and the words it begins',
    async (q) => {
      const searched = ['number', 'customerName', 'street', 'city', 'postalCode', 'note'];
      const matches = every.filter(
        (order) =>
          order.number === `ORD-${q.padStart(6, '0')}` ||
          searched.some((column) =>
            String((order as Record<string, unknown>)[column] ?? '')
              .toLowerCase()
              .split(/[^\p{L}\p{N}]+/u)
              .some((word) => word.startsWith(q)),
          ),
      );
      expect(matches.map((order) => order.number)).toContain(`ORD-${q.padStart(6, '0')}`);
      for (const [column, direction] of [
        ['createdAt', 'desc'],
        ['amount', 'asc'],
      ] as const) {
        await expectPages(
          `?q=${q}&_sort=${column}&_order=${direction}`,
          sortedBy(matches, (order) => order[column], direction),
          [
            [0, 10],
            [Math.max(0, matches.length - 3), matches.length + 7],
          ],
        );
      }
    },
  );
});

// On PostgreSQL a status tab sorted by a column paired with the status in an index is asked for
// as a range of that one status, sorted by it first (`pinnedToIndex`): its pages must not change.
describe('a status tab sorted by date or amount', () => {
  it.each([
    ['delivered', '&amount_gte=5000&amount_lte=20000'],
    ['delivered', ''],
    ['pending', ''],
  ])('status=%s%s pages like every such order sorted', async (status, range) => {
    const matches = every.filter(
      (order) =>
        order.status === status && (!range || (order.amount >= 5000 && order.amount <= 20000)),
    );
    expect(matches.length).toBeGreaterThan(status === 'pending' ? 0 : 100);
    for (const column of ['createdAt', 'amount'] as const)
      for (const direction of ['desc', 'asc'] as const)
        await expectPages(
          `?status=${status}${range}&_sort=${column}&_order=${direction}`,
          sortedBy(matches, (order) => order[column], direction),
          [
            [0, 10],
            [7, 30],
            [Math.max(0, matches.length - 5), matches.length + 5],
          ],
        );
  });
});

// A page past `farOffset` that is nearer the list's end is read from the end, every sort key
// turned, and turned back (`pageRead`): it must hold the same rows as the list read forwards.
describe('a page nearer the end of a long list', () => {
  const windows = (total: number) =>
    [
      [1000, 1010],
      [1234, 1259],
      [total - 10, total],
      [total - 3, total + 7],
      [total, total + 10],
    ] as const;

  it.each([
    ['createdAt', 'desc', ''],
    ['amount', 'asc', ''],
    ['status', 'asc', ''],
    // Unique: the sort has no id to end in.
    ['number', 'desc', ''],
    ['customerName', 'desc', '&status_ne=cancelled'],
    ['amount', 'desc', '&status=delivered'],
  ] as const)(
    'sorted by %s %s%s, it holds the rows of the list read forwards',
    async (column, direction, filter) => {
      const matches = every.filter(
        (order) =>
          (filter !== '&status_ne=cancelled' || order.status !== 'cancelled') &&
          (filter !== '&status=delivered' || order.status === 'delivered'),
      );
      expect(matches.length).toBeGreaterThan(1010);
      await expectPages(
        `?_sort=${column}&_order=${direction}${filter}`,
        sortedBy(matches, (order) => order[column], direction),
        windows(matches.length),
      );
    },
  );

  it('holds the same packages by a date that is often empty, both ways', async () => {
    type Parcel = { id: number; deliveredAt: string | null };
    const read = async (query: string) => {
      const response = await t.call({
        method: 'GET',
        url: `/api/packages${query}`,
        cookie: operator,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as Parcel[];
    };
    const parcels = await readEvery<Parcel>('packages');
    expect(parcels.length).toBeGreaterThan(1010);
    expect(parcels.some((parcel) => parcel.deliveredAt === null)).toBe(true);
    // An empty date sorts first going up and last going down, ties by id the same way.
    const key = (parcel: Parcel) => parcel.deliveredAt ?? '';
    for (const direction of ['asc', 'desc'] as const) {
      const sign = direction === 'asc' ? 1 : -1;
      const expected = [...parcels].sort(
        (a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id),
      );
      for (const [start, end] of windows(parcels.length)) {
        const page = await read(
          `?_sort=deliveredAt&_order=${direction}&_start=${start}&_end=${end}`,
        );
        expect(
          page.map((parcel) => parcel.id),
          `${direction} ${start}-${end}`,
        ).toEqual(expected.slice(start, end).map((parcel) => parcel.id));
      }
    }
  });
});

// SQLite walks the sort's index and tests a common filter row by row (`walkedUnfiltered`), where
// it would read every match from the filter's index and sort them: the pages must not change.
describe('a common filter sorted by another column', () => {
  const most = <K extends 'country' | 'currency' | 'city' | 'status'>(key: K) => {
    const counts = new Map<string, number>();
    for (const order of every) counts.set(order[key], (counts.get(order[key]) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  };

  it.each([
    ['country', 'createdAt', 'desc'],
    ['currency', 'amount', 'asc'],
    ['city', 'amount', 'desc'],
    ['status', 'customerName', 'asc'],
  ] as const)(
    '%s of the most orders, by %s %s, pages like every such order sorted',
    async (key, column, direction) => {
      const value = most(key);
      const matches = every.filter((order) => order[key] === value);
      expect(matches.length).toBeGreaterThan(100);
      await expectPages(
        `?${key}=${encodeURIComponent(value)}&_sort=${column}&_order=${direction}`,
        sortedBy(matches, (order) => order[column], direction),
        [
          [0, 10],
          [7, 30],
          [Math.max(0, matches.length - 5), matches.length + 5],
        ],
      );
    },
  );

  it('pages two common filters together, and a range beside a value', async () => {
    const country = most('country');
    const both = every.filter(
      (order) => order.country === country && order.status !== 'cancelled' && order.amount >= 3000,
    );
    expect(both.length).toBeGreaterThan(50);
    await expectPages(
      `?country=${country}&status_ne=cancelled&amount_gte=3000&_sort=createdAt&_order=desc`,
      sortedBy(both, (order) => order.createdAt, 'desc'),
      [
        [0, 10],
        [20, 45],
        [both.length - 3, both.length + 7],
      ],
    );
  });
});

describe("an operator's users, filtered and sorted by name", () => {
  it('pages only customers, as the role may see, walked or not', async () => {
    type Person = { id: number; name: string; role: string; status: string };
    const admin = await t.login('admin');
    const read = async (cookie: string, query: string) => {
      const response = await t.call({ method: 'GET', url: `/api/users${query}`, cookie });
      expect(response.statusCode).toBe(200);
      return response.json() as Person[];
    };
    const everyone = await read(admin, '?_sort=id&_start=0&_end=100');
    const customers = everyone.filter(
      (person) => person.role === 'customer' && person.status === 'active',
    );
    expect(customers.length).toBeGreaterThan(4);
    expect(
      everyone.some((person) => person.role !== 'customer' && person.status === 'active'),
    ).toBe(true);
    const expected = [...customers].sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id,
    );
    // Pages of two: short enough that SQLite walks the name's index past other rows.
    for (let start = 0; start < expected.length + 2; start += 2) {
      const page = await read(
        operator,
        `?status=active&_sort=name&_start=${start}&_end=${start + 2}`,
      );
      expect(
        page.map((person) => person.id),
        `${start}`,
      ).toEqual(expected.slice(start, start + 2).map((person) => person.id));
    }
  });
});
