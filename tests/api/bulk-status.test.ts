import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkStatusMaxRows } from '../../src/resources/bulk-status';
import { orderBody, packageBody } from '../fixtures/bodies';
import { startApp, type TestApp } from './harness';

/** `POST /api/{resource}/bulk-status` (SPEC §11): each row with its own rules and version. */
let t: TestApp;
let operator: string;
let customerId: number;

beforeAll(async () => {
  t = await startApp({}, { customers: 10, orders: 20 });
  operator = await t.login('operator');
  customerId = await t.firstCustomerId();
});
afterAll(() => t.close());

interface Row {
  id: number;
  version: number;
  status: string;
}

const bulk = (resource: string, payload: object, cookie = operator) =>
  t.call({ method: 'POST', url: `/api/${resource}/bulk-status`, cookie, payload });
const newOrder = (): Promise<Row> => t.create('orders', operator, orderBody(customerId));
const stored = (id: number) =>
  t.db.kysely.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const entriesOf = (id: number) =>
  t.db.kysely
    .selectFrom('activity')
    .selectAll()
    .where('resource', '=', 'orders')
    .where('recordId', '=', String(id))
    .orderBy('id')
    .execute();
const rowOf = ({ id, version }: Row) => ({ id, version });

describe('a bulk status move', () => {
  it('moves each row it may and names each refusal, in the order sent', async () => {
    const [fresh, stale, shipped, other] = [
      await newOrder(),
      await newOrder(),
      await newOrder(),
      await newOrder(),
    ] as [Row, Row, Row, Row];
    // Another session confirmed it meanwhile: the selection's version is stale.
    await t.call({
      method: 'PATCH',
      url: `/api/orders/${stale.id}`,
      cookie: operator,
      payload: { version: stale.version, status: 'cancelled' },
    });
    const response = await bulk('orders', {
      status: 'confirmed',
      rows: [rowOf(fresh), rowOf(stale), { id: 2_000_000_000, version: 1 }, rowOf(other)],
    });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json();
    expect(results).toMatchObject([
      { id: fresh.id, ok: true, record: { id: fresh.id, status: 'confirmed', version: 2 } },
      {
        id: stale.id,
        ok: false,
        error: { statusCode: 409, code: 'VERSION_CONFLICT', messageKey: 'changedMeanwhile' },
      },
      {
        id: 2_000_000_000,
        ok: false,
        error: { statusCode: 404, code: 'NOT_FOUND', messageKey: 'noSuch' },
      },
      { id: other.id, ok: true, record: { status: 'confirmed' } },
    ]);
    expect(results[1].error.values).toEqual({ resource: 'order' });
    expect(results[0].record.customerName).toBeTypeOf('string');
    // Activity as the single move writes it: one status entry per moved row, none for the refused.
    expect((await entriesOf(fresh.id)).map((entry) => entry.action)).toEqual(['create', 'status']);
    expect((await entriesOf(stale.id)).map((entry) => entry.action)).toEqual(['create', 'status']);
    expect(await stored(stale.id)).toMatchObject({ status: 'cancelled', version: 2 });

    // A state the row cannot move to is refused with the allowed ones; the others still move.
    const cancelled = await bulk('orders', {
      status: 'shipped',
      rows: [{ id: stale.id, version: 2 }, rowOf(shipped)],
    });
    expect(cancelled.json()).toMatchObject([
      {
        ok: false,
        error: {
          code: 'INVALID_TRANSITION',
          messageKey: 'transitionFinal',
          values: { from: 'cancelled' },
        },
      },
      { ok: false, error: { code: 'INVALID_TRANSITION', messageKey: 'transition' } },
    ]);
    expect(await stored(shipped.id)).toMatchObject({ status: 'pending', version: 1 });
    expect(await stored(stale.id)).toMatchObject({ status: 'cancelled', version: 2 });
  });

  it('applies each row’s own rules: a confirmed order ships only with a package', async () => {
    const [withPackage, without] = [await newOrder(), await newOrder()] as [Row, Row];
    const confirmed = (
      await bulk('orders', { status: 'confirmed', rows: [rowOf(withPackage), rowOf(without)] })
    ).json();
    await t.create('packages', operator, packageBody(withPackage.id));
    const shipped = await bulk('orders', {
      status: 'shipped',
      rows: confirmed.map((result: { record: Row }) => rowOf(result.record)),
    });
    expect(shipped.json()).toMatchObject([
      { ok: true, record: { status: 'shipped' } },
      { ok: false, error: { statusCode: 409, messageKey: 'shipsWithPackage' } },
    ]);
    expect(await stored(without.id)).toMatchObject({ status: 'confirmed' });
  });

  it('takes 1 to 500 rows and a state of the resource, else refuses the whole request', async () => {
    const order = await newOrder();
    const rows = (count: number) => Array.from({ length: count }, () => rowOf(order));
    const tooMany = await bulk('orders', {
      status: 'confirmed',
      rows: rows(bulkStatusMaxRows + 1),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errorKeys: { rows: [{ key: 'validation.maxItems', values: { n: 500 } }] },
    });
    const none = await bulk('orders', { status: 'confirmed', rows: [] });
    expect(none.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errorKeys: { rows: [{ key: 'validation.minItems', values: { n: 1 } }] },
    });
    for (const payload of [
      { status: 'lost', rows: rows(1) },
      { status: 'confirmed', rows: [{ id: order.id }] },
      { status: 'confirmed', rows: [{ id: 'x', version: 1 }] },
      { status: 'confirmed', rows: rows(1), extra: true },
      [rowOf(order)],
    ]) {
      const refused = await bulk('orders', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.json().messageKey).toBe('fieldsNeedAttention');
    }
    const notJson = await t.call({
      method: 'POST',
      url: '/api/orders/bulk-status',
      cookie: operator,
      headers: { 'content-type': 'application/json' },
      payload: '{"status":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().messageKey).toBe('invalidJson');
    const full = await bulk('orders', { status: 'confirmed', rows: rows(bulkStatusMaxRows) });
    expect(full.statusCode).toBe(200);
    expect(full.json().filter((result: { ok: boolean }) => result.ok)).toHaveLength(1);
    expect(await stored(order.id)).toMatchObject({ status: 'confirmed', version: 2 });
  }, 60_000);

  it('is an edit: refused to viewers, to signed-out callers and where no role moves', async () => {
    const order = await newOrder();
    const viewer = await t.login('viewer');
    const payload = { status: 'confirmed', rows: [rowOf(order)] };
    const asViewer = await bulk('orders', payload, viewer);
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json()).toMatchObject({ code: 'FORBIDDEN', messageKey: 'roleMayNotAction' });
    expect((await bulk('orders', payload, '')).statusCode).toBe(401);
    // Operators may list customers but not edit users.
    const users = await bulk('users', { status: 'disabled', rows: [{ id: 1, version: 1 }] });
    expect(users.statusCode).toBe(403);
    expect((await bulk('stats', payload)).statusCode).toBe(404);
    expect(await stored(order.id)).toMatchObject({ status: 'pending', version: 1 });
  });

  it('keeps the users’ rules per row: the last active admin stays', async () => {
    const admin = await t.login('admin');
    const me = (await t.call({ method: 'GET', url: '/api/auth/me', cookie: admin })).json();
    const self = (
      await t.call({ method: 'GET', url: `/api/users/${me.user.id}`, cookie: admin })
    ).json();
    const response = await bulk(
      'users',
      { status: 'disabled', rows: [{ id: self.id, version: self.version }] },
      admin,
    );
    expect(response.json()).toMatchObject([{ id: self.id, ok: false, error: { statusCode: 409 } }]);
  });
});
