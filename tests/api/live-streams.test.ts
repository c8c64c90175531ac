import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionKey } from '../../src/server/auth/sessions';
import { streamsPerSession } from '../../src/server/routes/events';
import { orderBody } from '../fixtures/bodies';
import { demoPassword, startApp, type TestApp } from './harness';

/**
 * SPEC §11's live-stream limits: a stream follows its user's current role and status at every
 * event, a session holds at most `streamsPerSession` of them, and a heartbeat is not activity.
 */
interface Stream {
  status: number;
  body: string;
  events: { resource: string; id: number; title: string }[];
  raw: string;
  isEnded(): boolean;
  close(): void;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await sleep(20);
  return check();
};

/** Opens /api/events on `base` and collects what arrives (or the refusal's body). */
function openStream(base: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events`, { headers: { cookie } }, (response) => {
      let ended = false;
      const stream: Stream = {
        status: response.statusCode ?? 0,
        body: '',
        events: [],
        raw: '',
        isEnded: () => ended,
        close: () => request.destroy(),
      };
      response.setEncoding('utf8');
      response.on('close', () => {
        ended = true;
      });
      response.on('data', (chunk: string) => {
        if (stream.status !== 200) stream.body += chunk;
        stream.raw += chunk;
        for (const match of chunk.matchAll(/^data: (.*)$/gm))
          stream.events.push(JSON.parse(match[1] ?? '{}'));
      });
      if (stream.status === 200) resolve(stream);
      else response.on('end', () => resolve(stream));
    });
    request.on('error', reject);
  });
}

describe('a live stream follows its user', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let serial = 0;
  beforeAll(async () => {
    // Heartbeats far apart: whatever a test sees happened at an event, not at a heartbeat.
    t = await startApp({ eventsHeartbeatMs: 60_000 }, { customers: 3, orders: 3 });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  async function staff(role: string) {
    const email = `${role}.${++serial}@example.com`;
    const payload = { name: `Staff ${serial}`, email, role, password: demoPassword };
    const user = await t.create('users', admin, payload);
    return { user, email, cookie: await t.login({ email, password: demoPassword }) };
  }
  const customer = () =>
    t.create('users', admin, {
      name: `Customer ${++serial}`,
      email: `c${serial}@example.com`,
      role: 'customer',
    });
  async function change(user: { id: number; version: number }, changes: object) {
    const response = await t.call({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      cookie: admin,
      payload: { version: user.version, ...changes },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const order = async () => t.create('orders', admin, orderBody(await t.firstCustomerId()));
  const heard = (stream: Stream, id: number, resource = 'users') =>
    stream.events.some((event) => event.resource === resource && event.id === id);

  it('an operator demoted to viewer hears of no user after the demotion', async () => {
    const { user, cookie } = await staff('operator');
    const stream = await openStream(base, cookie);
    const before = await customer();
    expect(await until(() => heard(stream, before.id))).toBe(true);
    await change(user, { role: 'viewer' });
    const after = await customer();
    // Orders a viewer may hear of: once this one arrived, the customer before it was decided.
    const next = await order();
    expect(await until(() => heard(stream, next.id, 'orders'))).toBe(true);
    expect(heard(stream, after.id)).toBe(false);
    expect(stream.isEnded()).toBe(false);
    stream.close();
  });

  it('an admin demoted to operator hears of customers but of no more staff', async () => {
    const { user, cookie } = await staff('admin');
    const stream = await openStream(base, cookie);
    const colleague = await staff('viewer');
    expect(await until(() => heard(stream, colleague.user.id))).toBe(true);
    await change(user, { role: 'operator' });
    const hidden = await staff('viewer');
    const shown = await customer();
    expect(await until(() => heard(stream, shown.id))).toBe(true);
    expect(heard(stream, hidden.user.id)).toBe(false);
    expect(stream.raw).not.toContain(hidden.user.name);
    stream.close();
  });

  it('a disabled user’s stream ends at the next event, without waiting for a heartbeat', async () => {
    const { user, cookie } = await staff('operator');
    const stream = await openStream(base, cookie);
    await change(user, { status: 'disabled' });
    await customer();
    expect(await until(() => stream.isEnded())).toBe(true);
  });

  it(`holds at most ${streamsPerSession} streams a session: the next is refused until one closes`, async () => {
    const { cookie, email } = await staff('viewer');
    const streams = await Promise.all(
      Array.from({ length: streamsPerSession }, () => openStream(base, cookie)),
    );
    expect(streams.map((stream) => stream.status)).toEqual(streams.map(() => 200));
    const refused = await openStream(base, cookie);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: expect.stringContaining(`${streamsPerSession} live streams`),
    });
    // The open ones go on working, and another session of the same user is not counted with them.
    const other = await t.login({ email, password: demoPassword });
    const elsewhere = await openStream(base, other);
    expect(elsewhere.status).toBe(200);
    const next = await order();
    expect(await until(() => streams.every((stream) => heard(stream, next.id, 'orders')))).toBe(
      true,
    );
    const subscribers = t.app.events.subscribers();
    streams[0]?.close();
    expect(await until(() => t.app.events.subscribers() === subscribers - 1)).toBe(true);
    const again = await openStream(base, cookie);
    expect(again.status).toBe(200);
    for (const stream of [...streams, elsewhere, again]) stream.close();
  });
});

describe('a live stream’s heartbeat', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startApp({ eventsHeartbeatMs: 30 }, { customers: 3, orders: 3 });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const idFor = (cookie: string) => sessionKey(cookie.replace(/^sid=/, ''));
  const setLastSeen = (cookie: string, minutesAgo: number) => {
    const lastSeenAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    return t.db.kysely
      .updateTable('sessions')
      .set({ lastSeenAt })
      .where('id', '=', idFor(cookie))
      .execute()
      .then(() => lastSeenAt);
  };
  const heartbeats = (stream: Stream) => stream.raw.split(': heartbeat').length - 1;

  it('is not activity: lastSeenAt stays where the last request left it', async () => {
    const cookie = await t.login('viewer');
    const stream = await openStream(base, cookie);
    const lastSeenAt = await setLastSeen(cookie, 10);
    const beats = heartbeats(stream);
    expect(await until(() => heartbeats(stream) >= beats + 3)).toBe(true);
    const row = await t.db.kysely
      .selectFrom('sessions')
      .select('lastSeenAt')
      .where('id', '=', idFor(cookie))
      .executeTakeFirstOrThrow();
    expect(row.lastSeenAt).toBe(lastSeenAt);
    stream.close();
  });

  it('ends the stream of a tab left idle past the idle timeout, and the session with it', async () => {
    const cookie = await t.login('viewer');
    const stream = await openStream(base, cookie);
    await setLastSeen(cookie, 31);
    expect(await until(() => stream.isEnded())).toBe(true);
    const me = await t.call({ method: 'GET', url: '/api/auth/me', cookie });
    expect(me.statusCode).toBe(401);
  });
});
