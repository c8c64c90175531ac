import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ shutdownDelayMs: 300 });
});
afterAll(() => t.close());

describe('readiness, request ids and shutdown', () => {
  it('is ready when the database answers, saying which event bus it uses', async () => {
    const ready = await t.call({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: t.db.dialect,
      events: t.db.dialect === 'postgres' ? 'shared' : 'local',
    });
  });

  it("answers with the caller's request id when it looks like one, a new one otherwise", async () => {
    const kept = await t.call({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-7f3a9c21' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a9c21');
    for (const junk of ['short', 'a'.repeat(65), 'has space in it', 'line\u2028break00']) {
      const replaced = await t.call({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': junk },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const failed = await t.call({ method: 'GET', url: '/api/orders?nope=1' });
    expect(failed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stops being ready as soon as shutdown begins, then closes', async () => {
    const stopping = t.app.shutdown();
    const during = await t.call({ method: 'GET', url: '/api/ready' });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'The server is shutting down',
    });
    // Other work is still served during the delay, for the load balancer to notice first.
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await stopping).toBe(true);
    expect(t.app.draining()).toBe(true);
  });
});
