import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startApp({ eventsHeartbeatMs: 50 });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

interface Stream {
  events: { resource: string; id: number; action: string }[];
  raw: string;
  ended: Promise<void>;
  close(): void;
}

/** Opens /api/events with a cookie and collects what arrives. */
function openStream(cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events`, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`));
      expect(response.headers['content-type']).toContain('text/event-stream');
      const stream: Stream = {
        events: [],
        raw: '',
        ended: new Promise((done) => response.on('close', () => done())),
        close: () => request.destroy(),
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        stream.raw += chunk;
        for (const match of chunk.matchAll(/^data: (.*)$/gm))
          stream.events.push(JSON.parse(match[1] ?? '{}'));
      });
      resolve(stream);
    });
    request.on('error', reject);
  });
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((done) => setTimeout(done, 20));
  return check();
};

describe('GET /api/events', () => {
  it('announces creates and updates to roles that may read them, and not customers that are not theirs', async () => {
    const operatorCookie = await t.login('operator');
    const viewerCookie = await t.login('viewer');
    const adminCookie = await t.login('admin');
    const viewer = await openStream(viewerCookie);
    const operator = await openStream(operatorCookie);
    const customerId = await t.firstCustomerId();
    const order = await t.call({
      method: 'POST',
      url: '/api/orders',
      cookie: operatorCookie,
      payload: {
        customerId,
        items: [{ sku: 'A', name: 'A', quantity: 1, unitPrice: 1 }],
        currency: 'EUR',
        street: 'S',
        city: 'C',
        postalCode: 'P',
        country: 'DE',
      },
    });
    const id = order.json().id;
    await t.call({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      cookie: operatorCookie,
      payload: { version: 1, note: 'hello' },
    });
    const staff = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: adminCookie,
      payload: {
        name: 'Staff Member',
        email: 'staff.ev@example.com',
        role: 'viewer',
        password: 'long-enough-pass',
      },
    });
    const shopper = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: adminCookie,
      payload: { name: 'Shopper', email: 'shopper.ev@example.com', role: 'customer' },
    });
    expect(await until(() => operator.events.length >= 3)).toBe(true);
    expect(await until(() => viewer.events.length >= 2)).toBe(true);
    expect(viewer.events.slice(0, 2)).toEqual([
      expect.objectContaining({
        resource: 'orders',
        id,
        title: order.json().number,
        action: 'created',
      }),
      expect.objectContaining({ resource: 'orders', id, action: 'updated' }),
    ]);
    // The viewer may not read users at all; the operator hears of customers only.
    expect(viewer.events.some((event) => event.resource === 'users')).toBe(false);
    const userEvents = operator.events.filter((event) => event.resource === 'users');
    expect(userEvents.map((event) => event.id)).toEqual([shopper.json().id]);
    expect(userEvents.map((event) => event.id)).not.toContain(staff.json().id);
    expect(viewer.raw).not.toContain('scope');
    viewer.close();
    operator.close();
  });

  it('says nothing of a write that was refused', async () => {
    const cookie = await t.login('operator');
    const stream = await openStream(cookie);
    const refused = await t.call({
      method: 'PATCH',
      url: '/api/orders/1',
      cookie,
      payload: { version: 999, note: 'stale' },
    });
    expect(refused.statusCode).toBe(409);
    await new Promise((done) => setTimeout(done, 100));
    expect(stream.events).toEqual([]);
    stream.close();
  });

  it('needs a session, and forgets a client that went away', async () => {
    await expect(openStream('sid=nope')).rejects.toThrow('status 401');
    const cookie = await t.login('viewer');
    const before = t.app.events.subscribers();
    const stream = await openStream(cookie);
    expect(t.app.events.subscribers()).toBe(before + 1);
    stream.close();
    await stream.ended;
    expect(await until(() => t.app.events.subscribers() === before)).toBe(true);
    // After the client left, a publish must not throw on a dead socket.
    t.app.events.publish({
      resource: 'orders',
      id: 1,
      title: 'ORD-000001',
      action: 'updated',
      at: new Date().toISOString(),
      scope: {},
    });
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('sends heartbeats, and ends the stream when its session ends', async () => {
    const cookie = await t.login('viewer');
    const stream = await openStream(cookie);
    expect(await until(() => stream.raw.includes(': heartbeat'))).toBe(true);
    await t.call({ method: 'POST', url: '/api/auth/logout', cookie });
    await stream.ended;
    expect(await until(() => t.app.events.subscribers() === 0)).toBe(true);
  });
});
