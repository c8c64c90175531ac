import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentence } from '../../src/resources/messages';
import { messageKeyBreach } from './error-keys';
import { demoEmails, startApp, type TestApp } from './harness';

/**
 * SPEC §11: every refusal carries its message's key and values, whose English sentence is the
 * message, and each field's messages their keys beside them; a sample of every kind of refusal.
 */
let t: TestApp;
let admin: string;
let viewer: string;
beforeAll(async () => {
  t = await startApp({}, { customers: 3, orders: 3 });
  admin = await t.login('admin');
  viewer = await t.login('viewer');
});
afterAll(() => t.close());

/** The answer's body, asserted to keep SPEC §11, with its status, code and key. */
function keyed(response: LightMyRequestResponse, status: number, code: string, key: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(messageKeyBreach(body), response.body).toBeNull();
  expect(body).toMatchObject({ statusCode: status, code, messageKey: key });
  expect(sentence(body.messageKey, body.values)).toBe(body.message);
  return body;
}

async function firstOrder() {
  const list = await t.call({ method: 'GET', url: '/api/orders?_start=0&_end=1', cookie: admin });
  return list.json()[0] as { id: number; version: number; status: string };
}

describe('error keys', () => {
  it('400: a list query, the id, the body', async () => {
    const get = (url: string) => t.call({ method: 'GET', url, cookie: admin });
    const sort = keyed(await get('/api/orders?_sort=nope'), 400, 'BAD_REQUEST', 'unknownSort');
    expect(sort.values).toEqual({ field: 'nope' });
    keyed(await get('/api/orders?_start=0&_end=5000'), 400, 'BAD_REQUEST', 'pageLimit');
    keyed(await get('/api/orders?status=lost'), 400, 'BAD_REQUEST', 'filterOneOf');
    keyed(await get('/api/orders?nope=1'), 400, 'BAD_REQUEST', 'unknownFilter');
    keyed(await get('/api/orders/abc'), 400, 'BAD_REQUEST', 'idNotWhole');
    const json = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: admin,
      headers: { 'content-type': 'application/json' },
      payload: '{"customerId": 1,',
    });
    keyed(json, 400, 'BAD_REQUEST', 'invalidJson');
  });

  it('401 and 403: no session, a wrong password, a role, a cross-origin write', async () => {
    keyed(await t.call({ method: 'GET', url: '/api/orders' }), 401, 'UNAUTHENTICATED', 'signIn');
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmails.admin, password: 'not-the-password' },
    });
    keyed(login, 401, 'INVALID_CREDENTIALS', 'wrongCredentials');
    const role = await t.call({ method: 'POST', url: '/api/orders', cookie: viewer, payload: {} });
    const refused = keyed(role, 403, 'FORBIDDEN', 'roleMayNotAction');
    expect(refused.values).toEqual({ action: 'create', resources: 'orders' });
    const csrf = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: admin,
      headers: { 'x-requested-with': '' },
      payload: {},
    });
    keyed(csrf, 403, 'CSRF', 'csrfHeader');
  });

  it('404: an unknown route and a record that is not there', async () => {
    keyed(await t.call({ method: 'GET', url: '/api/nope' }), 404, 'NOT_FOUND', 'noRoute');
    const gone = await t.call({ method: 'GET', url: '/api/orders/424242', cookie: admin });
    expect(keyed(gone, 404, 'NOT_FOUND', 'noSuch').values).toEqual({ resource: 'order' });
  });

  it('409: a stale version, a duplicate email, a transition the order cannot make', async () => {
    const order = await firstOrder();
    const stale = await t.call({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      cookie: admin,
      payload: { version: order.version + 7, note: 'late' },
    });
    keyed(stale, 409, 'VERSION_CONFLICT', 'changedMeanwhile');
    const twin = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: admin,
      payload: { name: 'Twin', email: demoEmails.viewer, role: 'customer' },
    });
    const duplicate = keyed(twin, 409, 'DUPLICATE', 'emailTaken');
    expect(duplicate.errorKeys).toEqual({ email: [{ key: 'emailTaken', values: {} }] });
    const move = await t.call({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      cookie: admin,
      payload: { version: order.version, status: 'refunded' },
    });
    expect(move.json().code).toBe('INVALID_TRANSITION');
    expect(['transition', 'transitionFinal']).toContain(move.json().messageKey);
    keyed(move, 409, 'INVALID_TRANSITION', move.json().messageKey);
  });

  it('413 and 422: a body over the limit, fields with their keys', async () => {
    const order = await firstOrder();
    const large = await t.call({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      cookie: admin,
      payload: { version: order.version, note: 'x'.repeat(1024 * 1024 + 1) },
    });
    keyed(large, 413, 'PAYLOAD_TOO_LARGE', 'payloadTooLarge');
    const invalid = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: admin,
      payload: { name: 'A', email: 'x', role: 'boss', phone: '12', extra: 1 },
    });
    const body = keyed(invalid, 422, 'VALIDATION_FAILED', 'fieldsNeedAttention');
    expect(body.errors).toMatchObject({
      name: ['At least 2 characters'],
      email: ['Enter a valid email address'],
      role: ['Choose one of: admin, operator, viewer, customer'],
      phone: ['Use the international format: + and 8 to 15 digits'],
      extra: ['Unknown field'],
    });
    expect(body.errorKeys).toMatchObject({
      name: [{ key: 'validation.minChars', values: { n: 2 } }],
      email: [{ key: 'validation.email', values: {} }],
      role: [{ key: 'validation.oneOf', values: { options: 'admin, operator, viewer, customer' } }],
      phone: [{ key: 'validation.phone', values: {} }],
      extra: [{ key: 'unknownField', values: {} }],
    });
  });

  it('429: too many sign-ins from one address', async () => {
    const limited = await startApp({ loginRequestsPerMinute: 1 }, { customers: 3, orders: 3 });
    const attempt = () =>
      limited.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'whatever-it-is' },
      });
    await attempt();
    const body = keyed(await attempt(), 429, 'RATE_LIMITED', 'tooManyAttempts');
    expect(body.values.seconds).toBeGreaterThan(0);
    await limited.close();
  });
});
