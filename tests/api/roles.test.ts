import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffRole, startApp, type TestApp } from './harness';
import { checksum } from './hostile/oracle';

/**
 * SPEC §1, written out by hand so a wrong definition fails here. `status` is a status change (an
 * edit that moves the lifecycle); `replace` is an edit by PUT (the whole record); `export` is the
 * CSV of the list.
 */
const allowed: Record<StaffRole, Record<string, string[]>> = {
  admin: {
    orders: ['list', 'show', 'create', 'edit', 'replace', 'status', 'delete', 'export'],
    packages: ['list', 'show', 'create', 'edit', 'replace', 'status', 'delete', 'export'],
    products: ['list', 'show', 'create', 'edit', 'replace', 'status', 'delete', 'export'],
    users: ['list', 'show', 'create', 'edit', 'replace', 'status', 'delete', 'export'],
    stats: ['list', 'show', 'export'],
  },
  operator: {
    orders: ['list', 'show', 'create', 'edit', 'replace', 'status', 'export'],
    packages: ['list', 'show', 'create', 'edit', 'replace', 'status', 'export'],
    // An operator's edit changes the stock only: a replace or a status move changes more.
    products: ['list', 'show', 'edit', 'export'],
    users: ['list', 'show', 'export'],
    stats: ['list', 'show', 'export'],
  },
  viewer: {
    orders: ['list', 'show', 'export'],
    packages: ['list', 'show', 'export'],
    products: ['list', 'show', 'export'],
    users: [],
    stats: ['list', 'show', 'export'],
  },
};
const actions = [
  'list',
  'show',
  'create',
  'edit',
  'replace',
  'status',
  'delete',
  'export',
] as const;
type Action = (typeof actions)[number];

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
const userIds = {} as Record<StaffRole, number>;
let customerId: number;
let confirmedOrderId: number;

beforeAll(async () => {
  t = await startApp();
  for (const role of ['admin', 'operator', 'viewer'] as const) {
    cookies[role] = await t.login(role);
    userIds[role] = (
      await t.call({ method: 'GET', url: '/api/auth/me', cookie: cookies[role] })
    ).json().user.id;
  }
  customerId = await t.firstCustomerId();
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
  products: () => ({
    sku: `MATRIX-${serial++}`,
    name: 'Matrix product',
    unitPrice: 100,
    currency: 'EUR',
    stock: 5,
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
  products: { stock: 7 },
  users: { name: 'Edited Name' },
  stats: { ordersCount: 1 },
};
/** The first allowed status change of a fresh record. */
const nextStatus: Record<string, string> = {
  orders: 'confirmed',
  packages: 'in_transit',
  products: 'archived',
  users: 'disabled',
  stats: 'final',
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

/** Every table's content (sessions' idle clock aside): a forbidden cell must leave it as it was. */
const fingerprint = () => checksum(t.db);

async function perform(
  role: StaffRole | 'nobody',
  resource: string,
  action: Action,
  record: { id: number | string; version: number },
) {
  const cookie = role === 'nobody' ? undefined : cookies[role];
  switch (action) {
    case 'list':
      return t.call({ method: 'GET', url: `/api/${resource}`, cookie });
    case 'show':
      return t.call({ method: 'GET', url: `/api/${resource}/${record.id}`, cookie });
    case 'export':
      return t.call({ method: 'GET', url: `/api/${resource}/export.csv`, cookie });
    case 'create':
      return t.call({
        method: 'POST',
        url: `/api/${resource}`,
        cookie,
        payload: bodies[resource]?.(),
      });
    case 'edit':
    case 'status':
      return t.call({
        method: 'PATCH',
        url: `/api/${resource}/${record.id}`,
        cookie,
        payload: {
          version: record.version,
          ...(action === 'edit' ? edits[resource] : { status: nextStatus[resource] }),
        },
      });
    case 'replace':
      return t.call({
        method: 'PUT',
        url: `/api/${resource}/${record.id}`,
        cookie,
        payload: { ...bodies[resource]?.(), ...edits[resource], version: record.version },
      });
    case 'delete':
      return t.call({ method: 'DELETE', url: `/api/${resource}/${record.id}`, cookie });
  }
}

/** What an allowed write must leave behind: the change itself and its activity entry. */
async function expectWritten(
  role: StaffRole,
  resource: string,
  action: Action,
  record: { id: number | string; version: number },
  answer: { id: number; version: number },
) {
  const logged = {
    create: 'create',
    edit: 'update',
    replace: 'update',
    status: 'status',
    delete: 'delete',
  }[action as 'create'];
  if (!logged) return;
  const entry = await t.db.kysely
    .selectFrom('activity')
    .select(['actorId', 'action'])
    .where('resource', '=', resource)
    .where('recordId', '=', String(answer.id))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  expect(entry).toEqual({ actorId: userIds[role], action: logged });
  const row = await t.db.kysely
    .selectFrom(resource as 'orders')
    .select('version')
    .where('id', '=', answer.id)
    .executeTakeFirst();
  if (action === 'delete') expect(row).toBeUndefined();
  else if (action === 'create') expect(row?.version).toBe(1);
  else expect(row?.version).toBe(record.version + 1);
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
      if (action !== 'export') await expectWritten(role, resource, action, record, response.json());
      return;
    }
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(await fingerprint()).toBe(before);
  });

  it.each(Object.keys(bodies).flatMap((resource) => actions.map((action) => [resource, action])))(
    'nobody signed in: %s %s → 401, nothing changes',
    async (resource, action) => {
      const record = await freshRecord(resource);
      const before = await fingerprint();
      const response = await perform('nobody', resource, action as Action, record);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
      expect(await fingerprint()).toBe(before);
    },
  );
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
    const many = await t.call({
      method: 'GET',
      url: `/api/users?id=${adminId}&id=${customerId}`,
      cookie: cookies.operator,
    });
    expect(many.json().map((user: { id: number }) => user.id)).toEqual([customerId]);
    const search = await t.call({
      method: 'GET',
      url: '/api/users?q=admin',
      cookie: cookies.operator,
    });
    for (const user of search.json()) expect(user.role).toBe('customer');
  });

  it('a record history holds what was done to it, newest first', async () => {
    const history = await t.call({
      method: 'GET',
      url: `/api/activity?resource=orders&recordId=${confirmedOrderId}`,
      cookie: cookies.viewer,
    });
    // A package of it left the warehouse in the tests above, so the order shipped by itself
    // (SPEC §11): the system's move, with no actor, is the newest.
    const entries = history.json();
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'status',
      'status',
      'create',
    ]);
    expect(entries[0]).toMatchObject({
      actorId: null,
      changes: { status: ['confirmed', 'shipped'] },
    });
    expect(entries[1]).toMatchObject({ changes: { status: ['pending', 'confirmed'] } });
  });
});

/**
 * The activity log (SPEC §1, §3): the whole log is the admin's; a record's history is for whoever
 * may see that record; nobody can write it through the API.
 */
const histories = [
  'whole log',
  'order',
  'package',
  'customer',
  'staff user',
  'stats day',
  'missing order',
  'unknown resource',
] as const;
const mayRead: Record<StaffRole, readonly (typeof histories)[number][]> = {
  admin: histories,
  operator: ['order', 'package', 'customer', 'stats day'],
  viewer: ['order', 'package', 'stats day'],
};

describe('activity log × role', () => {
  let urls: Record<(typeof histories)[number], string>;
  beforeAll(async () => {
    const pkg = await freshRecord('packages');
    const staffId = userIds.admin;
    const url = (resource: string, id: number | string) =>
      `/api/activity?resource=${resource}&recordId=${id}`;
    urls = {
      'whole log': '/api/activity',
      order: url('orders', confirmedOrderId),
      package: url('packages', pkg.id),
      customer: url('users', customerId),
      'staff user': url('users', staffId),
      'stats day': url('stats', '2026-06-01'),
      'missing order': url('orders', 999_999),
      'unknown resource': url('nope', 1),
    };
  });

  it.each(
    (['admin', 'operator', 'viewer', 'nobody'] as const).flatMap((role) =>
      histories.map((history) => [role, history] as const),
    ),
  )('%s reads %s', async (role, history) => {
    const response = await t.call({
      method: 'GET',
      url: urls[history],
      cookie: role === 'nobody' ? undefined : cookies[role],
    });
    const expected = role === 'nobody' ? 401 : mayRead[role].includes(history) ? 200 : 403;
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 200) expect(Array.isArray(response.json())).toBe(true);
  });

  it.each(['admin', 'operator', 'viewer'] as const)(
    'is append-only: %s cannot add, change or remove an entry',
    async (role) => {
      const before = await fingerprint();
      for (const [method, url] of [
        ['POST', '/api/activity'],
        ['PATCH', '/api/activity/1'],
        ['PUT', '/api/activity/1'],
        ['DELETE', '/api/activity/1'],
      ] as const) {
        const response = await t.call({
          method,
          url,
          cookie: cookies[role],
          payload: { action: 'login', resource: 'auth', changes: {} },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect(await fingerprint()).toBe(before);
    },
  );
});
