import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

/** Every code of the SPEC §8 catalogue, provoked the way a client would. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const shape = (status: number, code: string) => ({
  statusCode: status,
  code,
  message: expect.any(String),
  messageKey: expect.any(String),
  values: expect.any(Object),
});

/** Sends raw bytes to the listening app and reads everything it answers until it closes. */
async function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the error catalogue', () => {
  it('400 BAD_REQUEST, in the catalogue shape, for what the HTTP parser refuses', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(address).port);
    const body = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    // Node refuses headers over 16 KB: a long query string is the way a client meets it.
    const long = await rawExchange(
      port,
      `GET /api/orders?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(long.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(body(long)).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'The request’s address or headers are too long',
      messageKey: 'headersTooLong',
      values: {},
    });
    const garbage = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(body(garbage)).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'The request is not valid HTTP',
      messageKey: 'notHttp',
      values: {},
    });
  });

  it('400 BAD_REQUEST for malformed JSON, bad paging and prototype pollution', async () => {
    const malformed = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: admin,
      headers: { 'content-type': 'application/json' },
      payload: '{"customerId": 1,',
    });
    expect(malformed.json()).toEqual(shape(400, 'BAD_REQUEST'));
    const polluted = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: admin,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(polluted.json()).toMatchObject(shape(400, 'BAD_REQUEST'));
    const notObject = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: admin,
      payload: [1, 2],
    });
    expect(notObject.json()).toMatchObject(shape(400, 'BAD_REQUEST'));
    const page = await t.call({
      method: 'GET',
      url: '/api/orders?_start=0&_end=1000',
      cookie: admin,
    });
    expect(page.json()).toEqual(shape(400, 'BAD_REQUEST'));
  });

  it('413 PAYLOAD_TOO_LARGE over 1 MiB, and nothing is written', async () => {
    const note = 'x'.repeat(1024 * 1024);
    const response = await t.call({
      method: 'PATCH',
      url: '/api/orders/1',
      cookie: admin,
      payload: { version: 1, note },
    });
    expect(response.json()).toEqual(shape(413, 'PAYLOAD_TOO_LARGE'));
  });

  it('404 NOT_FOUND for unknown API routes and records, in JSON', async () => {
    expect((await t.call({ method: 'GET', url: '/api/nope' })).json()).toEqual(
      shape(404, 'NOT_FOUND'),
    );
    expect(
      (await t.call({ method: 'DELETE', url: '/api/orders/424242', cookie: admin })).json(),
    ).toEqual(shape(404, 'NOT_FOUND'));
  });

  it('422 VALIDATION_FAILED names the fields', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: admin,
      payload: { name: 'A', email: 'x', role: 'boss' },
    });
    expect(response.json()).toMatchObject({
      ...shape(422, 'VALIDATION_FAILED'),
      errors: { name: expect.any(Array), email: expect.any(Array), role: expect.any(Array) },
    });
  });

  it('429 RATE_LIMITED comes from the per-IP flood guard too', async () => {
    const limited = await startApp({ loginRequestsPerMinute: 2 }, { customers: 3, orders: 3 });
    const attempt = () =>
      limited.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'whatever-it-is' },
      });
    await attempt();
    await attempt();
    const third = await attempt();
    expect(third.json()).toMatchObject(shape(429, 'RATE_LIMITED'));
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    await limited.close();
  });

  it('500 INTERNAL says "Something went wrong" with a request id and nothing internal', async () => {
    const broken = await startApp({}, { customers: 3, orders: 3 });
    const cookie = await broken.login('admin');
    // A table gone missing under the server: the driver's error must not reach the client.
    await broken.db.kysely.schema.dropTable('stats').execute();
    const response = await broken.call({ method: 'GET', url: '/api/stats', cookie });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong',
      messageKey: 'internal',
      values: {},
      requestId: expect.any(String),
    });
    expect(response.body).not.toMatch(/sqlite|postgres|relation|stats|select|stack/i);
    await broken.close();
  });
});
