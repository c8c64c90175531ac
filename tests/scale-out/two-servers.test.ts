/**
 * Two server processes on one PostgreSQL database (issue 7/7): they share sessions, the login
 * limit, live events and cache invalidation, and lose no update under concurrent edits. Run by
 * `npm run test:pg`; needs TEST_DATABASE_URL.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/seed/seed';
import { demoEmails, demoPassword, freshDatabase, seedToday } from '../api/harness';
import { api, signIn } from './client';
import { postgresUrl } from './postgres-only';
import { type ServerProcess, startServer, stopServer } from './servers';

let a: ServerProcess;
let b: ServerProcess;
let dispose: () => Promise<void>;

beforeAll(async () => {
  postgresUrl();
  const fresh = await freshDatabase();
  dispose = fresh.dispose;
  const db = connect(fresh.url);
  await migrate(db);
  await seedIfEmpty(db, {
    production: false,
    demoPassword,
    today: seedToday,
    size: { customers: 30, orders: 120 },
  });
  await db.close();
  // Cached answers would live ten minutes: only the event bus can explain a fresh one.
  const env = { READ_CACHE_TTL_MS: '600000', EVENTS_HEARTBEAT_MS: '200', SHUTDOWN_DELAY_MS: '600' };
  [a, b] = await Promise.all([startServer('A', fresh.url, env), startServer('B', fresh.url, env)]);
});

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(stopServer));
  await dispose?.();
});

interface Stream {
  events: { resource: string; id: number; action: string }[];
  ended: Promise<void>;
  close(): void;
}
function openStream(server: ServerProcess, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}/api/events`, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`));
      const stream: Stream = {
        events: [],
        ended: new Promise((done) => response.on('close', () => done())),
        close: () => request.destroy(),
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        for (const match of chunk.matchAll(/^data: (.*)$/gm))
          stream.events.push(JSON.parse(match[1] ?? '{}'));
      });
      resolve(stream);
    });
    request.on('error', reject);
  });
}

/** Checks `condition` every 50 ms for up to `ms`; true as soon as it holds. */
async function eventually(condition: () => boolean | Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((done) => setTimeout(done, 50));
  }
  return condition();
}
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<false>((done) => setTimeout(done, ms, false)),
  ]);

/** The newest orders; a note can be edited in any state. */
async function someOrders(server: ServerProcess, cookie: string, count: number) {
  const list = await api(server, `/orders?_start=0&_end=${count}&_sort=id&_order=desc`, {
    cookie,
  });
  expect(list.body).toHaveLength(count);
  return list.body as { id: number; version: number; note: string | null }[];
}

describe('two server processes on one PostgreSQL', () => {
  it('share sessions: made on one, valid on the other; a logout on one ends it and its stream on both', async () => {
    const { cookie } = await signIn(a, demoEmails.operator);
    const me = await api(b, '/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(demoEmails.operator);
    const stream = await openStream(b, cookie);

    expect((await api(a, '/auth/logout', { method: 'POST', cookie })).status).toBe(200);
    expect((await api(b, '/auth/me', { cookie })).status).toBe(401);
    expect((await api(a, '/auth/me', { cookie })).status).toBe(401);
    expect(await within(stream.ended, 5000)).toBe(true);
  });

  it("carries an edit through one server to the other's live stream", async () => {
    const { cookie } = await signIn(a, demoEmails.operator);
    const viewer = await signIn(b, demoEmails.viewer);
    const stream = await openStream(b, viewer.cookie);
    const [order] = await someOrders(a, cookie, 1);
    if (!order) throw new Error('no order');
    const patched = await api(a, `/orders/${order.id}`, {
      method: 'PATCH',
      cookie,
      body: { version: order.version, note: 'Edited through A' },
    });
    expect(patched.status).toBe(200);
    expect(
      await eventually(() =>
        stream.events.some(
          (event) =>
            event.resource === 'orders' && event.id === order.id && event.action === 'updated',
        ),
      ),
    ).toBe(true);
    stream.close();
  });

  it('keeps cached summaries right on one server after a write through the other', async () => {
    const { cookie } = await signIn(a, demoEmails.operator);
    const today = new Date().toISOString().slice(0, 10);
    const summary = async () =>
      (await api(b, `/stats/summary?from=${today}&to=${today}`, { cookie })).body.kpis.orders
        .value as number;
    const before = await summary();
    expect(await summary()).toBe(before); // now cached on B
    const customer = (await api(a, '/users?role=customer&_start=0&_end=1', { cookie })).body[0];
    const created = await api(a, '/orders', {
      method: 'POST',
      cookie,
      body: {
        customerId: customer.id,
        items: [{ sku: 'SCALE-1', name: 'Scale-out', quantity: 1, unitPrice: 1200 }],
        currency: 'EUR',
        street: 'Torggata 1',
        city: 'Oslo',
        postalCode: '0181',
        country: 'NO',
      },
    });
    expect(created.status).toBe(201);
    expect(await eventually(async () => (await summary()) === before + 1)).toBe(true);
  });

  it('counts failed sign-ins on both servers towards one limit', async () => {
    for (const server of [a, a, a, b, b]) {
      const attempt = await signIn(server, demoEmails.viewer, 'not-the-password');
      expect(attempt.status).toBe(401);
    }
    for (const server of [b, a]) {
      const locked = await signIn(server, demoEmails.viewer);
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('RATE_LIMITED');
    }
  });

  it('loses no update when 20 clients split across both servers edit the same rows', async () => {
    const admin = await signIn(a, demoEmails.admin);
    const rows = await someOrders(a, admin.cookie, 4);
    const clients = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const server = index % 2 === 0 ? a : b;
        return { index, server, cookie: (await signIn(server, demoEmails.operator)).cookie };
      }),
    );
    const editsPerClient = 5;
    let conflicts = 0;
    await Promise.all(
      clients.map(async ({ index, server, cookie }) => {
        for (let edit = 0; edit < editsPerClient; edit++) {
          const id = rows[(index + edit) % rows.length]?.id;
          for (;;) {
            const current = (await api(server, `/orders/${id}`, { cookie })).body;
            const saved = await api(server, `/orders/${id}`, {
              method: 'PATCH',
              cookie,
              body: { version: current.version, note: `${current.note ?? ''}|c${index}e${edit}` },
            });
            if (saved.status === 200) break;
            expect(saved.status).toBe(409);
            expect(saved.body.code).toBe('VERSION_CONFLICT');
            conflicts++;
          }
        }
      }),
    );
    const expected = new Map<number, string[]>();
    for (const { index } of clients)
      for (let edit = 0; edit < editsPerClient; edit++) {
        const id = rows[(index + edit) % rows.length]?.id ?? 0;
        expected.set(id, [...(expected.get(id) ?? []), `c${index}e${edit}`]);
      }
    for (const row of rows) {
      const stored = (await api(b, `/orders/${row.id}`, { cookie: admin.cookie })).body;
      const tokens = String(stored.note)
        .split('|')
        .filter((token) => /^c\d+e\d+$/.test(token));
      expect(tokens.sort()).toEqual((expected.get(row.id) ?? []).sort());
      expect(stored.version).toBe(row.version + (expected.get(row.id)?.length ?? 0));
    }
    // The clients did collide: the version check, not luck, kept every update.
    expect(conflicts).toBeGreaterThan(0);
  });

  it('logs each request as JSON with its request id, the one the caller sent when it is valid', async () => {
    const sent = await api(a, '/ready', { headers: { 'x-request-id': 'lb-trace-0001' } });
    expect(sent.headers.get('x-request-id')).toBe('lb-trace-0001');
    const junk = await api(a, '/ready', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(junk.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await eventually(() =>
        a
          .log()
          .split('\n')
          .some((line) => {
            if (!line.startsWith('{')) return false;
            const entry = JSON.parse(line);
            return entry.reqId === 'lb-trace-0001' && entry.res?.statusCode === 200;
          }),
      ),
    ).toBe(true);
  });

  it('drains on SIGTERM: not ready, finishes requests in flight, ends streams, exits 0; the other serves on', async () => {
    const viewer = await signIn(a, demoEmails.admin);
    const stream = await openStream(b, viewer.cookie);
    b.child.kill('SIGTERM');
    // During the shutdown delay, readiness fails but work still arrives and is done.
    expect(await eventually(async () => (await api(b, '/ready')).status === 503, 500)).toBe(true);
    const inFlight = signIn(b, demoEmails.operator);
    const signedIn = await inFlight;
    expect(signedIn.status).toBe(200);
    expect(await within(stream.ended, 10_000)).toBe(true);
    expect(await b.exited).toBe(0);
    // The session made on the stopped server goes on at the other.
    expect((await api(a, '/auth/me', { cookie: signedIn.cookie })).status).toBe(200);
    expect((await api(a, '/ready')).status).toBe(200);
  });
});
