import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDecimal, csvCell } from '../../src/server/routes/export';
import { parseCsv } from './csv';
import { startApp, type TestApp } from './harness';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await startApp();
  operator = await t.login('operator');
});
afterAll(() => t.close());

describe('CSV export', () => {
  it('streams every row of the current filter, as many as the list total', async () => {
    const filter = 'status=delivered&amount_gte=3000';
    const list = await t.call({ method: 'GET', url: `/api/orders?${filter}`, cookie: operator });
    const total = Number(list.headers['x-total-count']);
    expect(total).toBeGreaterThan(10);
    const csv = await t.call({
      method: 'GET',
      url: `/api/orders/export.csv?${filter}&_start=0&_end=10&_sort=amount`,
      cookie: operator,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parseCsv(csv.body);
    const [header, ...records] = rows;
    expect(header).toContain('number');
    expect(records).toHaveLength(total);
    const statusColumn = header?.indexOf('status') ?? -1;
    for (const record of records) expect(record[statusColumn]).toBe('delivered');
    const ids = records.map((record) => Number(record[0]));
    expect(new Set(ids).size).toBe(total);
  });

  it('keeps the operator scope: only customers in a users export', async () => {
    const csv = await t.call({ method: 'GET', url: '/api/users/export.csv', cookie: operator });
    const [header, ...records] = parseCsv(csv.body);
    const role = header?.indexOf('role') ?? -1;
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record[role]).toBe('customer');
    expect(csv.body).not.toContain('passwordHash');
  });

  it('refuses a role that may not list, and an unknown filter', async () => {
    const viewer = await t.login('viewer');
    expect(
      (await t.call({ method: 'GET', url: '/api/users/export.csv', cookie: viewer })).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/orders/export.csv?nope=1', cookie: operator }))
        .statusCode,
    ).toBe(400);
  });

  it('quotes every text cell, leaves numbers bare and disarms formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('""');
    expect(csvCell([{ sku: 'A' }])).toBe('"[{""sku"":""A""}]"');
  });

  it('guards a formula at the start or after any separator, and leaves other text as it is', () => {
    for (const text of ['=cmd', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', 'x;=1+1', 'x,+1', 'x\t@A1'])
      expect(csvCell(text), JSON.stringify(text)).toBe(`"'${text}"`);
    expect(csvCell('a\r\n=1')).toBe(`"'a\r\n=1"`);
    for (const text of [
      'Smith, Anna',
      'a-b',
      'x; y',
      'ring twice; leave at door',
      'me@example.com',
    ])
      expect(csvCell(text), text).toBe(`"${text}"`);
  });

  it('writes cents as decimal units', () => {
    expect(centsToDecimal(1290)).toBe('12.90');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(100_000_000)).toBe('1000000.00');
  });
});

describe('global search', () => {
  it('finds orders, packages and users the role may see', async () => {
    const order = (
      await t.call({ method: 'GET', url: '/api/orders?_end=1', cookie: operator })
    ).json()[0];
    const hits = (
      await t.call({
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent(order.customerName)}`,
        cookie: operator,
      })
    ).json();
    expect(
      hits.find(
        (hit: { resource: string; id: number }) => hit.resource === 'orders' && hit.id === order.id,
      ),
    ).toMatchObject({
      title: order.number,
      subtitle: `${order.customerName} · ${order.city}`,
      state: { field: 'status', value: order.status },
    });
    expect(
      hits.some(
        (hit: { resource: string; title: string }) =>
          hit.resource === 'users' && hit.title === order.customerName,
      ),
    ).toBe(true);
  });

  it('leaves out what the role may not list', async () => {
    const viewer = await t.login('viewer');
    const hits = (
      await t.call({ method: 'GET', url: '/api/search?q=example', cookie: viewer })
    ).json();
    expect(hits.filter((hit: { resource: string }) => hit.resource === 'users')).toEqual([]);
    const opHits = (
      await t.call({ method: 'GET', url: '/api/search?q=admin', cookie: operator })
    ).json();
    const users = opHits.filter((hit: { resource: string }) => hit.resource === 'users');
    // The state comes apart from the subtitle, for the browser to show by its label.
    expect(
      users.filter(
        (hit: { state: { field: string; value: string } }) => hit.state.field !== 'role',
      ),
    ).toEqual([]);
    expect(
      users.filter((hit: { state: { value: string } }) => hit.state.value !== 'customer'),
    ).toEqual([]);
  });

  it("answers each resource's five newest matches, as its list's first page newest first", async () => {
    const order = (
      await t.call({ method: 'GET', url: '/api/orders?_end=1', cookie: operator })
    ).json()[0];
    const hitsOf = async (q: string) => {
      const hits: { resource: string; id: number }[] = (
        await t.call({
          method: 'GET',
          url: `/api/search?q=${encodeURIComponent(q)}`,
          cookie: operator,
        })
      ).json();
      return (resource: string) =>
        hits.filter((hit) => hit.resource === resource).map((hit) => hit.id);
    };
    // A city of many orders and packages, and a customer's surname, which no package holds.
    const city = await hitsOf(order.city);
    expect(city('orders')).toHaveLength(5);
    expect(city('packages')).toHaveLength(5);
    const surname = order.customerName.split(' ').at(-1);
    const name = await hitsOf(surname);
    expect(name('packages')).toEqual([]);
    // And as one begins to type an order or a tracking number: counted only up to a thousand,
    // the same. (Once the text begins some numbers, those come first: search-numbers.test.ts.)
    const typed = await Promise.all(
      ['ORD', 'ORD-', 'PKG', 'or'].map(async (q) => [q, await hitsOf(q)] as const),
    );
    for (const [q, of] of [[order.city, city], [surname, name], ...typed] as const)
      for (const resource of ['orders', 'packages', 'users']) {
        const newest: { id: number }[] = (
          await t.call({
            method: 'GET',
            url: `/api/${resource}?q=${encodeURIComponent(q)}&_sort=createdAt&_order=desc&_end=5`,
            cookie: operator,
          })
        ).json();
        expect(of(resource), `${q} in ${resource}`).toEqual(newest.map((row) => row.id));
      }
  });

  it('answers nothing for punctuation, and a bad request for a missing, repeated or long q', async () => {
    const search = async (query: string) =>
      (await t.call({ method: 'GET', url: `/api/search${query}`, cookie: operator })).json();
    expect(await search('?q=%25%25')).toEqual([]);
    const bad = (message: string) => ({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message,
      messageKey: expect.any(String),
      values: expect.any(Object),
    });
    expect(await search('')).toEqual(bad('q is required: the words to search for'));
    expect(await search('?q=a&q=b')).toEqual(bad('q may appear once'));
    expect(await search(`?q=${'a'.repeat(201)}`)).toEqual(bad('The search is too long'));
    expect(await search('?q=anna&resource=orders')).toEqual(
      bad('Unknown search parameter: resource'),
    );
  });
});

describe('own profile', () => {
  it('lets any staff member change their name and phone, logged', async () => {
    const viewer = await t.login('viewer');
    const response = await t.call({
      method: 'PATCH',
      url: '/api/auth/me',
      cookie: viewer,
      payload: { name: 'Vera V.', phone: '+4915112345678' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Vera V.', phone: '+4915112345678' });
    const bad = await t.call({
      method: 'PATCH',
      url: '/api/auth/me',
      cookie: viewer,
      payload: { phone: '12', role: 'admin' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['phone', 'role']);
    const me = (await t.call({ method: 'GET', url: '/api/auth/me', cookie: viewer })).json();
    expect(me.user.role).toBe('viewer');
  });
});
