import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

/** SPEC §11: a request's headers and body arrive within the limit (shortened here), or 408. */
const limitMs = 400;
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startApp({ requestTimeoutMs: limitMs }, { customers: 3, orders: 3 });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Trickle {
  /** Everything the server sent, once it closed the socket (or the wait gave up). */
  answer: Promise<string>;
  closedAfterMs: Promise<number>;
}

/** Sends `first` at once, then `text` one byte every `everyMs`, and collects the answer. */
function trickle(text: string, everyMs: number, first = ''): Trickle {
  const socket = net.connect(port, '127.0.0.1');
  if (first) socket.write(first);
  const started = Date.now();
  let received = '';
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < text.length && socket.writable) socket.write(text[sent++] ?? '');
  }, everyMs);
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((done) => {
    const giveUp = setTimeout(() => socket.destroy(), limitMs * 10);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      done(Date.now() - started);
    });
  });
  return { answer: closed.then(() => received), closedAfterMs: closed };
}

function expect408(answer: string) {
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  expect(JSON.parse(body)).toEqual({
    statusCode: 408,
    code: 'REQUEST_TIMEOUT',
    message: expect.any(String),
    messageKey: 'requestTimeout',
    values: {},
  });
}

describe('requests that arrive too slowly', () => {
  it('a body sent one byte at a time is answered 408 within the limit, and the socket closed', async () => {
    const body = JSON.stringify({ email: 'admin@example.com', password: 'demo-password' });
    const head = [
      'POST /api/auth/login HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'X-Requested-With: XMLHttpRequest',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const slow = trickle(head + body, 20);
    expect408(await slow.answer);
    expect(await slow.closedAfterMs).toBeLessThan(limitMs * 3);
  });

  it('headers sent one byte at a time are answered 408 as well', async () => {
    const slow = trickle(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n',
      20,
    );
    expect408(await slow.answer);
    expect(await slow.closedAfterMs).toBeLessThan(limitMs * 3);
  });

  it('a refusal sent before the body arrived is the only answer on that socket', async () => {
    // No X-Requested-With: the CSRF check answers 403 at once, while the body still trickles in.
    const head = [
      'POST /api/auth/logout HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 200',
      '',
      '',
    ].join('\r\n');
    const slow = trickle(' '.repeat(200), 20, head);
    const answer = await slow.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer).not.toContain('408');
    expect(await slow.closedAfterMs).toBeLessThan(limitMs);
  });
});

describe('what the limit leaves alone', () => {
  it('a keep-alive connection idle for longer than the limit serves its next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: unknown }>((done, fail) => {
        const request = http.get(
          { port, host: '127.0.0.1', path: '/api/health', agent },
          (response) => {
            response.resume();
            response.on('end', () =>
              done({ status: response.statusCode ?? 0, socket: request.socket }),
            );
          },
        );
        request.on('error', fail);
      });
    const first = await get();
    await sleep(limitMs * 2);
    const second = await get();
    agent.destroy();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.socket).toBe(first.socket);
  });

  it('a live stream stays open past the limit and still delivers', async () => {
    const cookie = await t.login('viewer');
    let raw = '';
    let closed = false;
    const request = http.get({ port, host: '127.0.0.1', path: '/api/events', headers: { cookie } });
    const response = await new Promise<http.IncomingMessage>((done) =>
      request.on('response', done),
    );
    expect(response.statusCode).toBe(200);
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      raw += chunk;
    });
    response.on('close', () => {
      closed = true;
    });
    await sleep(limitMs * 3);
    t.app.events.publish({
      resource: 'orders',
      id: 1,
      title: 'ORD-000001',
      action: 'updated',
      at: new Date().toISOString(),
      scope: {},
    });
    for (let i = 0; i < 50 && !raw.includes('ORD-000001'); i++) await sleep(20);
    expect(closed).toBe(false);
    expect(raw).toContain('"title":"ORD-000001"');
    request.destroy();
  });
});
