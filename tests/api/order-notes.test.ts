import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';
import { checksum } from './hostile/oracle';

/** Order notes (SPEC §11): staff who may edit an order add notes; who may read it reads them. */
let t: TestApp;
let admin: string;
let operator: string;
let viewer: string;
let customerId: number;

beforeAll(async () => {
  t = await startApp({}, { customers: 10, orders: 20 });
  admin = await t.login('admin');
  operator = await t.login('operator');
  viewer = await t.login('viewer');
  customerId = await t.firstCustomerId();
});
afterAll(() => t.close());

const addNote = (orderId: number | string, payload: unknown, cookie = operator) =>
  t.call({
    method: 'POST',
    url: `/api/orders/${orderId}/notes`,
    cookie,
    payload: payload as object,
  });
const notesOf = (orderId: number | string, cookie = operator) =>
  t.call({ method: 'GET', url: `/api/orders/${orderId}/notes`, cookie });

describe('notes on an order', () => {
  it('keeps each note with its author and time, oldest first, and leaves the order as it was', async () => {
    const order = await t.create('orders', operator, orderBody(customerId));
    const first = await addNote(order.id, { text: '  Customer called: leave at the door  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      orderId: order.id,
      authorName: expect.any(String),
      text: 'Customer called: leave at the door',
    });
    expect(Date.parse(first.json().createdAt)).not.toBeNaN();
    const second = await addNote(order.id, { text: 'Gift wrap requested' }, admin);
    expect(second.statusCode).toBe(201);

    const listed = await notesOf(order.id, viewer);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.json().map((note: { text: string }) => note.text)).toEqual([
      'Customer called: leave at the door',
      'Gift wrap requested',
    ]);
    expect(listed.json()[0].authorId).not.toBe(listed.json()[1].authorId);
    const after = (
      await t.call({ method: 'GET', url: `/api/orders/${order.id}`, cookie: operator })
    ).json();
    expect(after.version).toBe(order.version);
  });

  it("announces a note as a change of its order, so the order's open pages show it", async () => {
    const order = await t.create('orders', operator, orderBody(customerId));
    const heard: unknown[] = [];
    const stop = t.app.events.subscribe((event) => heard.push(event));
    try {
      expect((await addNote(order.id, { text: 'Called back' })).statusCode).toBe(201);
      expect((await addNote(order.id, { text: '' })).statusCode).toBe(422);
    } finally {
      stop();
    }
    expect(heard).toEqual([
      expect.objectContaining({
        resource: 'orders',
        id: order.id,
        title: order.number,
        action: 'updated',
      }),
    ]);
  });

  it('lets a viewer read notes but not add one', async () => {
    const order = await t.create('orders', operator, orderBody(customerId));
    const before = await checksum(t.db);
    const refused = await addNote(order.id, { text: 'Not mine to say' }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(await checksum(t.db)).toBe(before);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/notes` })).statusCode,
    ).toBe(401);
  });

  it('refuses bad notes and unknown orders with a clear error, changing nothing', async () => {
    const order = await t.create('orders', operator, orderBody(customerId));
    const before = await checksum(t.db);
    for (const [payload, status] of [
      [{ text: '' }, 422],
      [{ text: '    ' }, 422],
      [{ text: 'x'.repeat(1001) }, 422],
      [{ text: 'ok', pinned: true }, 422],
      [{ text: 42 }, 422],
      [{}, 422],
    ] as const) {
      const response = await addNote(order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    for (const id of ['999999', '0', 'abc', '99999999999']) {
      expect((await addNote(id, { text: 'Lost' })).statusCode, id).toBe(404);
      expect((await notesOf(id)).statusCode, id).toBe(404);
    }
    expect(await checksum(t.db)).toBe(before);
    expect((await addNote(order.id, { text: 'x'.repeat(1000) })).statusCode).toBe(201);
  });

  it('goes with its order, also when a note and the deletion race', async () => {
    for (let round = 0; round < 8; round++) {
      const order = await t.create('orders', operator, orderBody(customerId));
      const [note, deletion] = await Promise.all([
        addNote(order.id, { text: `Round ${round}` }),
        t.call({
          method: 'DELETE',
          url: `/api/orders/${order.id}`,
          cookie: admin,
          payload: { version: order.version },
        }),
      ]);
      expect(deletion.statusCode, deletion.body).toBe(200);
      expect([201, 404], note.body).toContain(note.statusCode);
      const left = await t.db.kysely
        .selectFrom('orderNotes')
        .select('id')
        .where('orderId', '=', order.id)
        .execute();
      expect(left).toEqual([]);
    }
  });
});
