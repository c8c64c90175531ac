import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, packageBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let operator: string;
let customerId: number;

beforeAll(async () => {
  t = await startApp();
  admin = await t.login('admin');
  operator = await t.login('operator');
  customerId = await t.firstCustomerId();
});
afterAll(() => t.close());

const newOrder = () =>
  orderBody(customerId, {
    items: [
      { sku: 'MUG-1', name: 'Mug', quantity: 2, unitPrice: 1250 },
      { sku: 'TEE-2', name: 'T-shirt', quantity: 1, unitPrice: 1999 },
    ],
    city: 'Berlin',
    postalCode: '10115',
    country: 'DE',
  });
const newPackage = (orderId: number) => packageBody(orderId);

const create = (resource: string, payload: object, cookie = operator) =>
  t.create(resource, cookie, payload);
async function patch(
  resource: string,
  record: { id: number; version: number },
  changes: object,
  cookie = operator,
) {
  return t.call({
    method: 'PATCH',
    url: `/api/${resource}/${record.id}`,
    cookie,
    payload: { version: record.version, ...changes },
  });
}
async function historyOf(resource: string, id: number) {
  return t.db.kysely
    .selectFrom('activity')
    .selectAll()
    .where('resource', '=', resource)
    .where('recordId', '=', String(id))
    .orderBy('id')
    .execute();
}

describe('creating an order', () => {
  it('computes the amount, assigns the number and ignores server-owned fields', async () => {
    const order = await create('orders', {
      ...newOrder(),
      amount: 1,
      number: 'ORD-999999',
      id: 5,
      status: 'pending',
      createdAt: '2000-01-01',
    });
    expect(order).toMatchObject({ amount: 2 * 1250 + 1999, status: 'pending', version: 1 });
    expect(order.number).toBe(`ORD-${String(order.id).padStart(6, '0')}`);
    expect(order.createdAt.startsWith('2000')).toBe(false);
    const history = await historyOf('orders', order.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create' });
    expect(JSON.parse(history[0]?.changes ?? '{}').amount).toEqual([null, 4499]);
  });

  it('answers a create and an update with the record as a read returns it', async () => {
    const read = async (id: number) =>
      (await t.call({ method: 'GET', url: `/api/orders/${id}`, cookie: operator })).json();
    const order = await create('orders', newOrder());
    expect(order).toEqual(await read(order.id));
    const updated = await patch('orders', order, {
      note: 'Leave at the door',
      status: 'confirmed',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual(await read(order.id));
    expect(updated.json()).toMatchObject({ version: 2, status: 'confirmed' });
  });

  it('numbers orders that arrive together by their ids, when some of them are refused', async () => {
    const sent = Array.from({ length: 12 }, (_, index) =>
      t.call({
        method: 'POST',
        url: '/api/orders',
        cookie: operator,
        // Every third one names a customer that does not exist, in the same shared commit.
        payload: { ...newOrder(), customerId: index % 3 === 1 ? 999_999 : customerId },
      }),
    );
    const answers = await Promise.all(sent);
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      answers.map((_, index) => (index % 3 === 1 ? 422 : 201)),
    );
    const made = answers.filter((answer) => answer.statusCode === 201).map((a) => a.json());
    for (const order of made) expect(order.number).toBe(`ORD-${String(order.id).padStart(6, '0')}`);
    expect(new Set(made.map((order) => order.id)).size).toBe(8);
    const stored = await t.db.kysely
      .selectFrom('orders')
      .select(['id', 'number'])
      .where(
        'id',
        'in',
        made.map((order) => order.id),
      )
      .execute();
    expect(stored.map((row) => row.number).sort()).toEqual(
      made.map((order) => order.number).sort(),
    );
    // The next order after them takes the next id and number.
    const next = await create('orders', newOrder());
    expect(next.id).toBeGreaterThan(Math.max(...made.map((order) => order.id)));
    expect(next.number).toBe(`ORD-${String(next.id).padStart(6, '0')}`);
  });

  it('refuses unknown fields and broken rules with 422 naming each field', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: operator,
      payload: {
        ...newOrder(),
        colour: 'red',
        items: [{ sku: 'X', name: 'X', quantity: 0, unitPrice: -1 }],
        country: 'Germany',
      },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual([
      'colour',
      'country',
      'items.0.quantity',
      'items.0.unitPrice',
    ]);
  });

  it('refuses to create an order in any state but pending', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: operator,
      payload: { ...newOrder(), status: 'delivered' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.status).toEqual(['A new order starts as pending']);
  });

  it('refuses a customer that is not a customer', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: operator,
      payload: { ...newOrder(), customerId: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.customerId).toBeDefined();
  });

  it('refuses an amount over 100,000,000 cents', async () => {
    const items = Array.from({ length: 2 }, (_, i) => ({
      sku: `S${i}`,
      name: 'Gold',
      quantity: 999,
      unitPrice: 1_000_000,
    }));
    const response = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: operator,
      payload: { ...newOrder(), items },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.items).toBeDefined();
  });
});

describe('versions', () => {
  it('bumps the version on each write and refuses a stale one with the current record', async () => {
    const order = await create('orders', newOrder());
    const first = await patch('orders', order, { note: 'first' });
    expect(first.json()).toMatchObject({ note: 'first', version: 2 });
    const stale = await patch('orders', order, { note: 'second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { id: order.id, note: 'first', version: 2 },
    });
    const stored = await t.call({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      cookie: operator,
    });
    expect(stored.json().note).toBe('first');
  });

  it('needs a version on update', async () => {
    const order = await create('orders', newOrder());
    const response = await t.call({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      cookie: operator,
      payload: { note: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.version).toBeDefined();
  });

  it('recomputes the amount when items change and logs the field changes', async () => {
    const order = await create('orders', newOrder());
    const response = await patch('orders', order, {
      items: [{ sku: 'A', name: 'A', quantity: 3, unitPrice: 100 }],
    });
    expect(response.json().amount).toBe(300);
    const history = await historyOf('orders', order.id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(JSON.parse(history[1]?.changes ?? '{}').amount).toEqual([4499, 300]);
  });
});

describe('order and package lifecycle', () => {
  it('walks every allowed state and refuses the rest with the allowed list', async () => {
    let order = await create('orders', newOrder());
    const refused = await patch('orders', order, { status: 'delivered' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      current: 'pending',
      requested: 'delivered',
      allowed: ['confirmed', 'cancelled'],
    });

    order = (await patch('orders', order, { status: 'confirmed' })).json();
    expect(order.status).toBe('confirmed');
    const noPackage = await patch('orders', order, { status: 'shipped' });
    expect(noPackage.json()).toMatchObject({ code: 'INVALID_TRANSITION' });

    // A parcel to the United States leaves from Columbus, any other from Leipzig (as the seed's).
    const usOrder = await create('orders', newOrder());
    const toChicago = await create(
      'packages',
      packageBody(usOrder.id, { city: 'Chicago', country: 'US', lat: 41.8781, lng: -87.6298 }),
    );
    expect(toChicago.trackingEvents).toMatchObject([
      { status: 'label_created', location: 'Columbus' },
    ]);
    let pkg = await create('packages', newPackage(order.id));
    expect(pkg.trackingNumber).toMatch(/^PKG-[A-Z0-9]{10}$/);
    expect(pkg).toMatchObject({
      status: 'label_created',
      orderNumber: order.number,
      failedAttempts: 0,
    });
    order = (await patch('orders', order, { status: 'shipped' })).json();
    expect(order.status).toBe('shipped');

    const locked = await patch('orders', order, { city: 'Hamburg' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.city).toBeDefined();
    // The address is the customer's: a shipped order keeps its customer too.
    const otherCustomer = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'customer')
      .where('id', '!=', customerId)
      .executeTakeFirstOrThrow();
    const moved = await patch('orders', order, { customerId: otherCustomer.id });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.customerId).toEqual([
      'Customer, items and address may change only while the order is pending or confirmed',
    ]);
    // Sending the values it holds is no change, and passes.
    const same = await patch('orders', order, { customerId, city: order.city, note: 'fragile' });
    expect(same.statusCode, same.body).toBe(200);
    order = same.json();
    const early = await patch('orders', order, { status: 'delivered' });
    expect(early.json()).toMatchObject({ code: 'INVALID_TRANSITION' });

    for (const status of [
      'in_transit',
      'out_for_delivery',
      'failed_attempt',
      'out_for_delivery',
      'delivered',
    ]) {
      const response = await patch('packages', pkg, { status, eventNote: `now ${status}` });
      expect(response.statusCode, response.body).toBe(200);
      pkg = response.json();
    }
    expect(pkg.trackingEvents.map((event: { status: string }) => event.status)).toEqual([
      'label_created',
      'in_transit',
      'out_for_delivery',
      'failed_attempt',
      'out_for_delivery',
      'delivered',
    ]);
    // Where each event happened (SPEC §11): the warehouse until it leaves, then, with no stop
    // given, at its last place; the last mile's moves at the door.
    expect(pkg.trackingEvents.map((event: { location: string }) => event.location)).toEqual([
      'Leipzig',
      'Leipzig',
      'Berlin',
      'Berlin',
      'Berlin',
      'Berlin',
    ]);
    expect(pkg.failedAttempts).toBe(1);
    expect(pkg.deliveredAt).not.toBeNull();
    expect(pkg.shippedAt).not.toBeNull();
    expect(pkg.lastLocation).toEqual({ city: 'Berlin', lat: 52.52, lng: 13.405 });
    const final = await patch('packages', pkg, { status: 'in_transit' });
    expect(final.json()).toMatchObject({ code: 'INVALID_TRANSITION', allowed: [] });
    // Delivered is history: its on-time rate and destination no longer change.
    const rewritten = await patch('packages', pkg, {
      estimatedDelivery: '2020-01-01',
      city: 'Tokyo',
      weightGrams: pkg.weightGrams,
    });
    expect(rewritten.statusCode).toBe(422);
    expect(rewritten.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A delivered package is final: its details no longer change',
    });
    expect(Object.keys(rewritten.json().errors).sort()).toEqual(['city', 'estimatedDelivery']);
    const kept = await t.call({ method: 'GET', url: `/api/packages/${pkg.id}`, cookie: operator });
    expect(kept.json()).toMatchObject({ city: 'Berlin', version: pkg.version });

    // Its only package delivered, the shipped order was delivered by itself (SPEC §11).
    order = (
      await t.call({ method: 'GET', url: `/api/orders/${order.id}`, cookie: operator })
    ).json();
    expect(order.status).toBe('delivered');
    order = (await patch('orders', order, { status: 'refunded' })).json();
    expect(order.status).toBe('refunded');
    const history = await historyOf('orders', order.id);
    expect(history.filter((entry) => entry.action === 'status')).toHaveLength(4);
  });

  it('allows only returned after the third failed attempt', async () => {
    const order = (
      await patch('orders', await create('orders', newOrder()), { status: 'confirmed' })
    ).json();
    let pkg = await create('packages', newPackage(order.id));
    for (const status of [
      'in_transit',
      'out_for_delivery',
      'failed_attempt',
      'out_for_delivery',
      'failed_attempt',
      'out_for_delivery',
      'failed_attempt',
    ]) {
      pkg = (await patch('packages', pkg, { status })).json();
    }
    expect(pkg.failedAttempts).toBe(3);
    const again = await patch('packages', pkg, { status: 'out_for_delivery' });
    expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION', allowed: ['returned'] });
    expect((await patch('packages', pkg, { status: 'returned' })).json().status).toBe('returned');
  });

  it('refuses a package for a cancelled order', async () => {
    const order = (
      await patch('orders', await create('orders', newOrder()), { status: 'cancelled' })
    ).json();
    const response = await t.call({
      method: 'POST',
      url: '/api/packages',
      cookie: operator,
      payload: newPackage(order.id),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.orderId).toBeDefined();
  });

  it('keeps the day rollups exact after writes', async () => {
    const order = await create('orders', newOrder());
    const day = order.createdAt.slice(0, 10);
    const stat = await t.call({ method: 'GET', url: `/api/stats/${day}`, cookie: operator });
    const counted = await t.db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('createdAt', '>=', day)
      .where('createdAt', '<', `${day}T99`)
      .executeTakeFirstOrThrow();
    expect(stat.json().ordersCount).toBe(Number(counted.n));
  });
});

describe('deleting', () => {
  it('answers the deleted record and logs it; refuses an order that has packages', async () => {
    const order = await create('orders', newOrder());
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/orders/${order.id}`,
      cookie: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: order.id, number: order.number });
    expect(
      (await t.call({ method: 'GET', url: `/api/orders/${order.id}`, cookie: admin })).statusCode,
    ).toBe(404);
    expect((await historyOf('orders', order.id)).map((entry) => entry.action)).toEqual([
      'create',
      'delete',
    ]);

    const shipped = (
      await patch('orders', await create('orders', newOrder()), { status: 'confirmed' })
    ).json();
    await create('packages', newPackage(shipped.id));
    const refused = await t.call({
      method: 'DELETE',
      url: `/api/orders/${shipped.id}`,
      cookie: admin,
    });
    expect(refused.statusCode).toBe(422);
  });

  it('refuses an order with packages by advice that works for the state of its packages', async () => {
    const refusalOf = async (order: { id: number }) => {
      const response = await t.call({
        method: 'DELETE',
        url: `/api/orders/${order.id}`,
        cookie: admin,
      });
      expect(response.statusCode, response.body).toBe(422);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors.id).toEqual([body.message]);
      return body.message;
    };
    const confirmedOrder = async () =>
      (await patch('orders', await create('orders', newOrder()), { status: 'confirmed' })).json();

    const unused = await confirmedOrder();
    await create('packages', newPackage(unused.id));
    expect(await refusalOf(unused)).toBe(`Order ${unused.number} has packages: delete them first`);

    // A pending order stays pending when its package leaves (a confirmed one ships by itself).
    const cancellable = await create('orders', newOrder());
    const moving = await create('packages', newPackage(cancellable.id));
    await patch('packages', moving, { status: 'in_transit' });
    expect(await refusalOf(cancellable)).toBe(
      `Order ${cancellable.number} cannot be deleted: its packages have left the warehouse; cancel it instead`,
    );

    // A shipped order keeps its last package, so deleting its unused labels cannot free it.
    const shipped = await confirmedOrder();
    await create('packages', newPackage(shipped.id));
    const shippedNow = (await patch('orders', shipped, { status: 'shipped' })).json();
    expect(await refusalOf(shippedNow)).toBe(
      `Order ${shipped.number} cannot be deleted: a shipped order keeps at least one package`,
    );

    // Shipped or delivered, an order can no longer be cancelled either.
    let parcel = await create('packages', newPackage(shippedNow.id));
    for (const status of ['in_transit', 'out_for_delivery']) {
      parcel = (await patch('packages', parcel, { status })).json();
    }
    expect(await refusalOf(shippedNow)).toBe(
      `Order ${shipped.number} cannot be deleted: its packages have left the warehouse`,
    );
  });

  it('deletes a package only while its label is unused, and never the last of a shipped order', async () => {
    const order = (
      await patch('orders', await create('orders', newOrder()), { status: 'confirmed' })
    ).json();
    const voided = await create('packages', newPackage(order.id));
    const del = (id: number) =>
      t.call({ method: 'DELETE', url: `/api/packages/${id}`, cookie: admin });
    expect((await del(voided.id)).statusCode).toBe(200);

    const first = await create('packages', newPackage(order.id));
    const shipped = (await patch('orders', order, { status: 'shipped' })).json();
    const last = await del(first.id);
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toBe('The shipped order needs this package: it is its last one');

    const second = await create('packages', newPackage(shipped.id));
    const moving = (await patch('packages', second, { status: 'in_transit' })).json();
    const used = await del(moving.id);
    expect(used.statusCode).toBe(422);
    expect(used.json().message).toBe(
      `Package ${moving.trackingNumber} has left the warehouse: only a package whose label is unused can be deleted`,
    );
    // With another package left, an unused label of a shipped order can go.
    expect((await del(first.id)).statusCode).toBe(200);
    const left = await t.db.kysely
      .selectFrom('packages')
      .select('id')
      .where('orderId', '=', shipped.id)
      .execute();
    expect(left.map((row) => row.id)).toEqual([moving.id]);
  });

  it('checks a version sent with a delete', async () => {
    const order = await create('orders', newOrder());
    const stale = await t.call({
      method: 'DELETE',
      url: `/api/orders/${order.id}`,
      cookie: admin,
      payload: { version: 7 },
    });
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
  });
});

describe('users', () => {
  const staff = (email: string) => ({
    name: 'New Operator',
    email,
    role: 'operator',
    password: 'a-long-enough-secret',
  });

  it('stores the email lower-case, refuses a duplicate and never returns the password', async () => {
    const user = await create('users', staff('New.Op@Example.com'), admin);
    expect(user.email).toBe('new.op@example.com');
    expect(user).not.toHaveProperty('password');
    const again = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: admin,
      payload: staff('NEW.OP@example.com'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DUPLICATE',
      errors: { email: [expect.any(String)] },
    });
    const login = await t.login({ email: 'new.op@example.com', password: 'a-long-enough-secret' });
    expect(login).toMatch(/^sid=/);
  });

  it('needs a password for staff, refuses a short or common one', async () => {
    const missing = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: admin,
      payload: { ...staff('a@example.com'), password: undefined },
    });
    expect(missing.json().errors.password).toBeDefined();
    const short = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: admin,
      payload: { ...staff('b@example.com'), password: 'short' },
    });
    expect(short.json().errors.password).toBeDefined();
    const common = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: admin,
      payload: { ...staff('c@example.com'), password: 'password1234' },
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toBeDefined();
  });

  it('refuses to disable or demote the last active admin', async () => {
    const me = (
      await t.call({ method: 'GET', url: '/api/users?role=admin&status=active', cookie: admin })
    ).json();
    expect(me).toHaveLength(1);
    const disable = await patch('users', me[0], { status: 'disabled' }, admin);
    expect(disable.statusCode).toBe(409);
    expect(disable.json().code).toBe('LAST_ADMIN');
    const demote = await patch('users', me[0], { role: 'viewer' }, admin);
    expect(demote.json().code).toBe('LAST_ADMIN');
  });

  it('refuses to let anyone disable their own account or change their own role, and changes nothing', async () => {
    const second = await create(
      'users',
      { ...staff('second.admin@example.com'), name: 'Second Admin', role: 'admin' },
      admin,
    );
    const secondSession = await t.login({
      email: 'second.admin@example.com',
      password: 'a-long-enough-secret',
    });
    // Not the last admin any more, yet still not by their own hand.
    const self = await patch('users', second, { status: 'disabled' }, secondSession);
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('VALIDATION_FAILED');
    expect(self.json().errors.status).toEqual(['You cannot disable your own account']);
    const demoted = await patch('users', second, { role: 'operator' }, secondSession);
    expect(demoted.statusCode).toBe(422);
    expect(demoted.json().errors.role).toEqual(['You cannot change your own role']);
    const after = await t.call({ method: 'GET', url: `/api/users/${second.id}`, cookie: admin });
    expect(after.json()).toMatchObject({ status: 'active', version: second.version });
    // Another admin may; the first admin is the last active one again.
    const byOther = await patch('users', second, { status: 'disabled' }, admin);
    expect(byOther.statusCode).toBe(200);
    expect(byOther.json().status).toBe('disabled');
  });

  it('renaming a customer renames them on their orders', async () => {
    const customer = (
      await t.call({ method: 'GET', url: `/api/users/${customerId}`, cookie: admin })
    ).json();
    const renamed = await patch('users', customer, { name: 'Renamed Customer' }, admin);
    expect(renamed.statusCode).toBe(200);
    const orders = (
      await t.call({
        method: 'GET',
        url: `/api/orders?customerId=${customerId}&_end=100`,
        cookie: admin,
      })
    ).json();
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) expect(order.customerName).toBe('Renamed Customer');
  });
});
