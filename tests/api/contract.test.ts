import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/resources';
import { schemasOf } from '../../src/resources/schemas';
import { orderBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const list = async (resource: string, query = '') => {
  const response = await t.call({ method: 'GET', url: `/api/${resource}${query}`, cookie: admin });
  return { response, body: response.json(), total: Number(response.headers['x-total-count']) };
};
const expectError = (
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ statusCode: status, code, message: expect.any(String) });
};

describe.each(resources.map((resource) => [resource.name, resource] as const))(
  '%s list',
  (name, resource) => {
    it('answers every record, unpaged, with X-Total-Count, exposed to the browser', async () => {
      const { response, body, total } = await list(name);
      expect(response.statusCode).toBe(200);
      const count = await t.db.kysely
        // biome-ignore lint/suspicious/noExplicitAny: any table
        .selectFrom(resource.table as any)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(total).toBe(Number(count.n));
      expect(body).toHaveLength(total);
      expect(response.headers['access-control-expose-headers']).toContain('X-Total-Count');
      for (const record of body)
        expect(Object.keys(record).sort()).toEqual(
          Object.keys(schemasOf(resource).record.shape).sort(),
        );
    });

    it('pages with _start/_end without overlap', async () => {
      const first = await list(name, '?_start=0&_end=5');
      const second = await list(name, '?_start=5&_end=10');
      const both = await list(name, '?_start=0&_end=10');
      expect([...first.body, ...second.body].map((r: { id: unknown }) => r.id)).toEqual(
        both.body.map((r: { id: unknown }) => r.id),
      );
    });

    it('refuses more than 100 rows, an unknown sort and an unknown filter with 400', async () => {
      expectError((await list(name, '?_start=0&_end=101')).response, 400, 'BAD_REQUEST');
      expectError((await list(name, '?_sort=nope')).response, 400, 'BAD_REQUEST');
      expectError((await list(name, '?nope=1')).response, 400, 'BAD_REQUEST');
    });

    const sortable = Object.entries(resource.fields).filter(([, field]) => field.sortable);
    it.each(sortable.map(([field]) => field))('sorts by %s both ways', async (field) => {
      for (const order of ['asc', 'desc'] as const) {
        const { body } = await list(name, `?_start=0&_end=50&_sort=${field}&_order=${order}`);
        const values = body.map((record: Record<string, unknown>) => record[field]);
        const sorted = [...values].sort((a, b) => {
          if (a === b) return 0;
          if (a === null) return -1;
          if (b === null) return 1;
          return (a as number) < (b as number) ? -1 : 1;
        });
        expect(values).toEqual(order === 'asc' ? sorted : sorted.reverse());
      }
    });
  },
);

describe('filters', () => {
  it('repeated field means any of', async () => {
    const { body, total } = await list('orders', '?status=pending&status=cancelled&_end=100');
    expect(total).toBeGreaterThan(0);
    for (const order of body) expect(['pending', 'cancelled']).toContain(order.status);
    const pending = await list('orders', '?status=pending');
    const cancelled = await list('orders', '?status=cancelled');
    expect(total).toBe(pending.total + cancelled.total);
  });

  it('_ne, _gte and _lte narrow as they say', async () => {
    const { body, total } = await list(
      'orders',
      '?status_ne=delivered&amount_gte=5000&amount_lte=20000&_end=100',
    );
    expect(total).toBeGreaterThan(0);
    for (const order of body) {
      expect(order.status).not.toBe('delivered');
      expect(order.amount).toBeGreaterThanOrEqual(5000);
      expect(order.amount).toBeLessThanOrEqual(20000);
    }
  });

  it('_like is a case-insensitive contains, with % and _ taken literally', async () => {
    const [sample] = (await list('orders', '?_end=1')).body;
    const part = sample.customerName.slice(1, 4).toUpperCase();
    const { body, total } = await list(
      'orders',
      `?customerName_like=${encodeURIComponent(part)}&_end=100`,
    );
    expect(total).toBeGreaterThan(0);
    for (const order of body)
      expect(order.customerName.toLowerCase()).toContain(part.toLowerCase());
    expect((await list('orders', '?customerName_like=%25')).total).toBe(0);
    expect((await list('orders', '?customerName_like=_')).total).toBe(0);
  });

  it('_like folds letters beyond ASCII too, on either engine', async () => {
    const newest = await t.db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('orders')
      .set({ customerName: 'Ödön Ärger' })
      .where('id', '=', newest.id)
      .execute();
    const found = async (text: string) =>
      (await list('orders', `?customerName_like=${encodeURIComponent(text)}`)).body.map(
        (order: { customerName: string }) => order.customerName,
      );
    for (const text of ['ödön ä', 'ÖDÖN ÄRGER', 'dön är', 'Ödön', 'ö'])
      expect(await found(text), text).toContain('Ödön Ärger');
    for (const text of ['ödön b', 'ärger ödön', 'oedoen'])
      expect(await found(text), text).toEqual([]);
  });

  it('_like of few matches, kept between pages, is read again after a write: a new order shows at once', async () => {
    const customerId = await t.firstCustomerId();
    const customer = (
      await t.call({ method: 'GET', url: `/api/users/${customerId}`, cookie: admin })
    ).json();
    const url = `/api/orders?customerName_like=${encodeURIComponent(customer.name)}&_end=5&_sort=createdAt&_order=desc`;
    const before = await t.call({ method: 'GET', url, cookie: admin });
    const total = Number(before.headers['x-total-count']);
    expect(total).toBeLessThanOrEqual(1000);
    const made = await t.create('orders', admin, orderBody(customerId));
    const after = await t.call({ method: 'GET', url, cookie: admin });
    expect(Number(after.headers['x-total-count'])).toBe(total + 1);
    expect(after.json()[0].id).toBe(made.id);
  });

  it('an empty filter value means no filter', async () => {
    const all = await list('orders');
    const cleared = await list('orders', '?customerName_like=&status=&q=');
    expect(cleared.total).toBe(all.total);
  });

  it('q searches the text fields: a customer by name, an order by number', async () => {
    const [order] = (await list('orders', '?_end=1&_sort=id&_order=asc')).body;
    const byName = await list('orders', `?q=${encodeURIComponent(order.customerName)}&_end=100`);
    expect(byName.body.map((o: { id: number }) => o.id)).toContain(order.id);
    for (const found of byName.body) expect(found.customerName).toBe(order.customerName);
    const byNumber = await list('orders', `?q=${order.number}`);
    expect(byNumber.body.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const prefix = await list(
      'orders',
      `?q=${encodeURIComponent(order.customerName.split(' ')[0].slice(0, 3))}`,
    );
    expect(prefix.total).toBeGreaterThan(0);
    expect((await list('orders', '?q=zzzqqqxxx')).total).toBe(0);
  });

  it('q of words every order or package holds (its ORD- or PKG- number) answers the whole list', async () => {
    const ids = (found: { body: { id: number }[] }) => found.body.map((row) => row.id);
    for (const [resource, column, searches] of [
      ['orders', 'amount', ['ORD', 'or', 'ord-']],
      ['packages', 'weightGrams', ['PKG', 'pkg ord', 'ORD P']],
    ] as const) {
      const page = `&_sort=${column},id&_order=desc,asc&_start=3&_end=13`;
      const all = await list(resource, `?${page.slice(1)}`);
      expect(all.body).toHaveLength(10);
      for (const q of searches) {
        const searched = await list(resource, `?q=${encodeURIComponent(q)}${page}`);
        expect(searched.total, `${q} in ${resource}`).toBe(all.total);
        expect(ids(searched), `${q} in ${resource}`).toEqual(ids(all));
      }
    }
    // Beside another word it is that word's search: an order by number, with or without "ORD-".
    const [order] = (await list('orders', '?_end=1&_sort=id&_order=asc')).body;
    const digits = order.number.slice(4);
    for (const q of [order.number, `ord ${digits}`, `${digits} or`])
      expect(ids(await list('orders', `?q=${encodeURIComponent(q)}`)), q).toEqual([order.id]);
  });

  it("a search's pages follow the list's sort, and a role's scope still narrows it", async () => {
    const [order] = (await list('orders', '?_end=1&_sort=id&_order=asc')).body;
    const word = encodeURIComponent(order.customerName.split(' ')[0]);
    const sort = '_sort=amount,createdAt&_order=desc,asc';
    const whole = await list('orders', `?q=${word}&${sort}&_end=100`);
    expect(whole.total).toBeGreaterThan(12);
    type Found = { id: number; amount: number; createdAt: string };
    const expected = [...(whole.body as Found[])].sort(
      (a, b) => b.amount - a.amount || a.createdAt.localeCompare(b.createdAt) || b.id - a.id,
    );
    expect(whole.body).toEqual(expected);
    const pages: Found[] = [];
    for (let start = 0; start < 12; start += 4)
      pages.push(
        ...(await list('orders', `?q=${word}&${sort}&_start=${start}&_end=${start + 4}`)).body,
      );
    expect(pages.map((found) => found.id)).toEqual(expected.slice(0, 12).map((found) => found.id));

    const operator = await t.login('operator');
    const staff = await t.call({
      method: 'GET',
      url: '/api/users?q=example&_end=100',
      cookie: admin,
    });
    expect((staff.json() as { role: string }[]).some((user) => user.role !== 'customer')).toBe(
      true,
    );
    const scoped = await t.call({
      method: 'GET',
      url: '/api/users?q=example&_end=100',
      cookie: operator,
    });
    const seen = scoped.json() as { role: string }[];
    expect(seen.every((user) => user.role === 'customer')).toBe(true);
    expect(Number(scoped.headers['x-total-count'])).toBe(seen.length);
  });

  it('q combines with filters and counts only the matches', async () => {
    const { body, total } = await list('packages', '?q=dhl&carrier=ups');
    expect(total).toBe(0);
    expect(body).toEqual([]);
  });

  it('?id=1&id=2 answers many records', async () => {
    const { body } = await list('orders', '?id=1&id=3&id=2');
    expect(body.map((order: { id: number }) => order.id).sort()).toEqual([1, 2, 3]);
  });

  it('filters stats by date range and answers a day by its date', async () => {
    const { body, total } = await list(
      'stats',
      '?date_gte=2026-06-01&date_lte=2026-06-30&_end=100',
    );
    expect(total).toBe(30);
    const day = await t.call({ method: 'GET', url: `/api/stats/${body[0].date}`, cookie: admin });
    expect(day.json()).toMatchObject({ id: body[0].date, date: body[0].date });
  });
});

describe('records', () => {
  it('answers one record by id and 404 for a missing one', async () => {
    const one = await t.call({ method: 'GET', url: '/api/orders/1', cookie: admin });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: 1, number: 'ORD-000001', version: expect.any(Number) });
    expectError(
      await t.call({ method: 'GET', url: '/api/orders/999999', cookie: admin }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.call({ method: 'GET', url: '/api/orders/abc', cookie: admin }),
      400,
      'BAD_REQUEST',
    );
    expectError(
      await t.call({ method: 'GET', url: '/api/nothing-here', cookie: admin }),
      404,
      'NOT_FOUND',
    );
  });

  it('never returns a password hash', async () => {
    const { body } = await list('users', '?role=admin');
    expect(body.length).toBeGreaterThan(0);
    for (const user of body) {
      expect(user).not.toHaveProperty('passwordHash');
      expect(user).not.toHaveProperty('password');
    }
  });

  it('stats are read-only', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/stats',
      cookie: admin,
      payload: { date: '2026-01-01' },
    });
    expectError(response, 403, 'FORBIDDEN');
    const patch = await t.call({
      method: 'PATCH',
      url: '/api/stats/2026-06-01',
      cookie: admin,
      payload: { ordersCount: 1 },
    });
    expectError(patch, 403, 'FORBIDDEN');
  });

  it('serves the OpenAPI document and the health check', async () => {
    const docs = await t.call({ method: 'GET', url: '/api/openapi.json' });
    expect(docs.json()).toMatchObject({ openapi: '3.1.0' });
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api/orders', '/api/orders/{id}', '/api/auth/login']),
    );
    const health = await t.call({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: t.db.dialect });
  });
});
