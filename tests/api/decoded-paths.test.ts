import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

/**
 * The router decodes a path before it picks a route, so `/%61pi/auth/logout` is the logout route:
 * every guard of the API (CSRF, input guard, session, no-store) must hold however the path is spelt.
 */
let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  // With a browser app to serve, a GET the API does not answer could come back as its page.
  webRoot = mkdtempSync(join(tmpdir(), 'dashboard-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await startApp({ webRoot }, { customers: 3, orders: 3 });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const spellings = ['/%61pi', '/ap%69', '/%61%70%69'];

describe('an API path spelt with percent-escapes', () => {
  it.each(spellings)(
    '%s/auth/logout from a cross-site form is 403 CSRF, and the session lives on',
    async (prefix) => {
      const cookie = await t.login('viewer');
      const response = await t.app.inject({
        method: 'POST',
        url: `${prefix}/auth/logout`,
        headers: {
          cookie,
          'content-type': 'text/plain',
          origin: 'https://evil.example',
        },
        payload: 'x=1',
      });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, code: 'CSRF' });
      expect(response.headers['set-cookie']).toBeUndefined();
      const me = await t.call({ method: 'GET', url: '/api/auth/me', cookie });
      expect(me.statusCode).toBe(200);
    },
  );

  it('%61pi/auth/login with a NUL in the email is a 422 naming the field, not a 500', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/%61pi/auth/login',
      payload: { email: 'admin@example.com\u0000', password: 'demo-password' },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { email: [expect.any(String)] },
    });
  });

  it('loads the session, so a signed-in call works and a signed-out one is 401', async () => {
    const cookie = await t.login('viewer');
    expect((await t.call({ method: 'GET', url: '/%61pi/auth/me', cookie })).statusCode).toBe(200);
    const anonymous = await t.call({ method: 'GET', url: '/%61pi/orders' });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    '/%61pi/health',
    '/%61pi/orders',
    '/ap%69/auth/me',
    '/%61pi/nope',
    '/%61pi',
    '/api/nope',
    '/api',
  ])('%s answers with Cache-Control: no-store', async (url) => {
    const cookie = await t.login('viewer');
    const response = await t.call({ method: 'GET', url, cookie });
    expect(response.headers['cache-control'], response.body).toBe('no-store');
  });

  it.each(['/api/nope', '/%61pi/nope', '/api', '/api/orders/1/nope'])(
    "%s is a JSON 404, not the app's page",
    async (url) => {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    },
  );
});
