import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffRole, startApp, type TestApp } from './harness';

/** SPEC §1, written out by hand so a wrong definition fails here. */
const allowed: Record<StaffRole, Record<string, string[]>> = {
  admin: {
    orders: ['list', 'show', 'create', 'edit', 'delete'],
    packages: ['list', 'show', 'create', 'edit', 'delete'],
    users: ['list', 'show', 'create', 'edit', 'delete'],
    stats: ['list', 'show'],
  },
  operator: {
    orders: ['list', 'show', 'create', 'edit'],
    packages: ['list', 'show', 'create', 'edit'],
    users: ['list', 'show'],
    stats: ['list', 'show'],
  },
  viewer: {
    orders: ['list', 'show'],
    packages: ['list', 'show'],
    users: [],
    stats: ['list', 'show'],
  },
};
const actions = ['list', 'show', 'create', 'edit', 'delete'] as const;

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
let customerId: number;
let confirmedOrderId: number;

beforeAll(async () => {
  t = await startApp();
  for (const role of ['admin', 'operator', 'viewer'] as const) cookies[role] = await t.login(role);
  customerId = (
    await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'customer')
      .executeTakeFirstOrThrow()
  ).id;
  const order = await t.call({
    method: 'POST',
    url: '/api/orders',
    cookie: cookies.admin,
    payload: orderBody(),
  });
  const confirmed = await t.call({
    method: 'PATCH',
    url: `/api/orders/${order.json().id}`,
    cookie: cookies.admin,
    payload: { version: 1, status: 'confirmed' },
  });
  confirmedOrderId = confirmed.json().id;
});
afterAll(() => t.close());

function orderBody() {
  return {
    customerId,
    items: [{ sku: 'A', name: 'A', quantity: 1, unitPrice: 100 }],
    currency: 'EUR',
    street: 'S 1',
    city: 'Paris',
    postalCode: '75001',
    country: 'FR',
  };
}
let serial = 0;
const bodies: Record<string, () => object> = {
  orders: orderBody,
  packages: () => ({
    orderId: confirmedOrderId,
    carrier: 'ups',
    weightGrams: 10,
    lengthCm: 1,
    widthCm: 1,
    heightCm: 1,
    city: 'Paris',
    country: 'FR',
    lat: 48.85,
    lng: 2.35,
    estimatedDelivery: '2026-07-01',
  }),
  users: () => ({
    name: 'Matrix Customer',
    email: `matrix${serial++}@example.com`,
    role: 'customer',
  }),
  stats: () => ({ date: '2030-01-01' }),
};
const edits: Record<string, object> = {
  orders: { note: 'edited' },
  packages: { weightGrams: 11 },
  users: { name: 'Edited Name' },
  stats: { ordersCount: 1 },
};

/** A fresh record made by the admin, so each cell acts on its own row. */
async function freshRecord(resource: string) {
  if (resource === 'stats') return { id: '2026-06-01', version: 1 };
  const response = await t.call({
    method: 'POST',
    url: `/api/${resource}`,
    cookie: cookies.admin,
    payload: bodies[resource]?.(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; version: number };
}

async function fingerprint() {
  const tables = ['orders', 'packages', 'users', 'stats', 'activity'] as const;
  const counts = await Promise.all(
    tables.map((table) =>
      t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  const versions = await Promise.all(
    ['orders', 'packages', 'users'].map((table) =>
      t.db.kysely
        .selectFrom(table as 'orders')
        .select((eb) => eb.fn.sum<number>('version').as('v'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return JSON.stringify([counts, versions]);
}

async function perform(
  role: StaffRole,
  resource: string,
  action: (typeof actions)[number],
  record: { id: number | string; version: number },
) {
  const cookie = cookies[role];
  switch (action) {
    case 'list':
      return t.call({ method: 'GET', url: `/api/${resource}`, cookie });
    case 'show':
      return t.call({ method: 'GET', url: `/api/${resource}/${record.id}`, cookie });
    case 'create':
      return t.call({
        method: 'POST',
        url: `/api/${resource}`,
        cookie,
        payload: bodies[resource]?.(),
      });
    case 'edit':
      return t.call({
        method: 'PATCH',
        url: `/api/${resource}/${record.id}`,
        cookie,
        payload: { version: record.version, ...edits[resource] },
      });
    case 'delete':
      return t.call({ method: 'DELETE', url: `/api/${resource}/${record.id}`, cookie });
  }
}

const cells = (['admin', 'operator', 'viewer'] as const).flatMap((role) =>
  Object.keys(allowed[role]).flatMap((resource) =>
    actions.map(
      (action) =>
        [role, resource, action, allowed[role][resource]?.includes(action) ?? false] as const,
    ),
  ),
);

describe('role × resource × action', () => {
  it.each(cells)('%s %s %s → allowed: %s', async (role, resource, action, may) => {
    const record = await freshRecord(resource);
    const before = await fingerprint();
    const response = await perform(role, resource, action, record);
    if (may) {
      expect(response.statusCode, response.body).toBeLessThan(300);
      return;
    }
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(await fingerprint()).toBe(before);
  });

  it('refuses everything without a session', async () => {
    for (const resource of Object.keys(bodies)) {
      const response = await t.call({ method: 'GET', url: `/api/${resource}` });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('per-record rules', () => {
  it('operators see customers only in users', async () => {
    const listed = await t.call({
      method: 'GET',
      url: '/api/users?_end=100',
      cookie: cookies.operator,
    });
    expect(Number(listed.headers['x-total-count'])).toBeGreaterThan(0);
    for (const user of listed.json()) expect(user.role).toBe('customer');
    const staff = await t.call({
      method: 'GET',
      url: '/api/users?role=admin',
      cookie: cookies.operator,
    });
    expect(staff.json()).toEqual([]);
    const adminId = (
      await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      (await t.call({ method: 'GET', url: `/api/users/${adminId}`, cookie: cookies.operator }))
        .statusCode,
    ).toBe(404);
    const search = await t.call({
      method: 'GET',
      url: '/api/users?q=admin',
      cookie: cookies.operator,
    });
    for (const user of search.json()) expect(user.role).toBe('customer');
  });

  it('the whole activity log is for admins; a record history for whoever may see the record', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/activity', cookie: cookies.admin })).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/activity', cookie: cookies.operator })).statusCode,
    ).toBe(403);
    const history = await t.call({
      method: 'GET',
      url: `/api/activity?resource=orders&recordId=${confirmedOrderId}`,
      cookie: cookies.viewer,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().map((entry: { action: string }) => entry.action)).toEqual([
      'status',
      'create',
    ]);
    const adminId = (
      await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    const staffHistory = await t.call({
      method: 'GET',
      url: `/api/activity?resource=users&recordId=${adminId}`,
      cookie: cookies.operator,
    });
    expect(staffHistory.statusCode).toBe(403);
    const viewerUsers = await t.call({
      method: 'GET',
      url: `/api/activity?resource=users&recordId=${customerId}`,
      cookie: cookies.viewer,
    });
    expect(viewerUsers.statusCode).toBe(403);
  });
});
