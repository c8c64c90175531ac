import { afterEach, describe, expect, it } from 'vitest';
import { demoEmails, startApp, type TestApp } from './harness';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** Five wrong passwords from `from`, then the right one from `then`: its status. */
async function lockedOut(app: TestApp, from: string, then: string) {
  const attempt = (forwardedFor: string, password: string) =>
    app.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: demoEmails.viewer, password },
    });
  for (let i = 0; i < 5; i++) expect((await attempt(from, 'wrong-password')).statusCode).toBe(401);
  return (await attempt(then, 'demo-password')).statusCode;
}

describe('behind a load balancer', () => {
  it('counts sign-in failures per client address when the proxy is trusted', async () => {
    t = await startApp({ trustProxy: '127.0.0.1' });
    expect(await lockedOut(t, '203.0.113.7', '198.51.100.4')).toBe(200);
    expect(await lockedOut(t, '203.0.113.8', '203.0.113.8')).toBe(429);
  });

  it('ignores X-Forwarded-For from an untrusted peer, so naming another address dodges nothing', async () => {
    t = await startApp();
    expect(await lockedOut(t, '203.0.113.7', '198.51.100.4')).toBe(429);
  });
});
