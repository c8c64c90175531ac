import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

/**
 * SPEC §6 headers on every kind of answer (app shell, asset, API, error, 404), and what a 404 or
 * 5xx tells a client: nothing internal. auth.test.ts checks the CSP of one API answer.
 */
let t: TestApp;
let production: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'dashboard-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script><div id="root"></div>',
  );
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'export {};');
  t = await startApp({ webRoot }, { customers: 3, orders: 3 });
  production = await startApp(
    { webRoot, production: true, secureCookies: true },
    { customers: 3, orders: 3 },
  );
});
afterAll(async () => {
  await t.close();
  await production.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, app = t) => app.app.inject({ method: 'GET', url });

function expectSecurityHeaders(headers: Record<string, unknown>, url: string) {
  const csp = String(headers['content-security-policy']);
  for (const directive of [
    "script-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ])
    expect(csp, url).toContain(directive);
  expect(csp, url).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|\*)/);
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['x-frame-options'], url).toBe('DENY');
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it.each(['/', '/orders/show/1', '/assets/app.js', '/api/health', '/api/nope', '/api/orders'])(
    'are on %s',
    async (url) => {
      expectSecurityHeaders((await get(url)).headers, url);
    },
  );

  it('keeps API answers out of caches, HSTS only in production', async () => {
    expect((await get('/api/orders')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/api/health', production)).headers['strict-transport-security']).toMatch(
      /max-age=\d{7,}/,
    );
  });
});

describe('404 and 5xx', () => {
  it('serves the app shell for a client route but 404 for a file that is not there', async () => {
    expect((await get('/orders/show/1')).headers['content-type']).toMatch(/text\/html/);
    // A stale chunk must fail as a 404, not come back as HTML the browser cannot run.
    for (const url of [
      '/assets/missing.js',
      '/favicon.ico',
      '/robots.txt',
      '/.env',
      '/assets/app.js.map',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: expect.any(String),
        messageKey: expect.any(String),
        values: expect.any(Object),
      });
    }
  });

  it('names no internals in a 404 and serves no file outside the app, whatever the path', async () => {
    for (const url of [
      '/api/nope',
      '/api/orders/1;select',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/package.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toMatch(
        /root:|"dependencies"|node_modules|\/work\/|src\/server|at .+:\d+:\d+|SQLITE|stack/i,
      );
      if (response.statusCode === 200) expect(response.body, url).toContain('<div id="root">');
    }
  });
});
