import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionLifetimes } from '../../src/server/auth/sessions';
import { demoEmails, demoPassword, startApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload, headers });
const me = (cookie: string) => t.call({ method: 'GET', url: '/api/auth/me', cookie });
type Cookie = { name: string; value: string; maxAge?: number; secure?: boolean };
const sidOf = (response: { cookies: Cookie[] }) => response.cookies.find((c) => c.name === 'sid');

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie and answers the user and permissions', async () => {
    const response = await login({ email: 'Operator@Example.com', password: demoPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: demoEmails.operator, role: 'operator' },
      permissions: {
        orders: { list: true, create: true, delete: false },
        users: { list: true, create: false },
        activity: { list: false },
      },
    });
    const cookie = sidOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    const identity = await me(`sid=${cookie?.value}`);
    expect(identity.json().user.email).toBe(demoEmails.operator);
  });

  it('marks the cookie Secure outside development', async () => {
    const secure = await startApp({ secureCookies: true }, { customers: 5, orders: 5 });
    const response = await secure.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmails.viewer, password: demoPassword },
    });
    expect(sidOf(response)?.secure).toBe(true);
    await secure.close();
  });

  it('keeps the cookie across browser restarts only with remember me', async () => {
    const response = await login({
      email: demoEmails.viewer,
      password: demoPassword,
      remember: true,
    });
    expect(sidOf(response)?.maxAge).toBe(sessionLifetimes.remember.absolute / 1000);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever-password' });
    const wrong = await login({ email: demoEmails.viewer, password: 'wrong-password-here' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(sidOf(wrong)).toBeUndefined();
  });

  it('refuses a customer and a disabled account with NO_DASHBOARD_ACCESS', async () => {
    const admin = await t.login('admin');
    const user = (payload: object) =>
      t.call({ method: 'POST', url: '/api/users', cookie: admin, payload });
    const customer = await user({ name: 'Cus Tomer', email: 'cus@example.com', role: 'customer' });
    expect(customer.statusCode).toBe(201);
    // A customer has no password, so the only answer is the generic one.
    expect(
      (await login({ email: 'cus@example.com', password: 'anything-at-all' })).json().code,
    ).toBe('INVALID_CREDENTIALS');
    const op = (
      await user({
        name: 'Dis Abled',
        email: 'dis@example.com',
        role: 'operator',
        password: 'disabled-secret-1',
      })
    ).json();
    const cookie = await t.login({ email: 'dis@example.com', password: 'disabled-secret-1' });
    const disabled = await t.call({
      method: 'PATCH',
      url: `/api/users/${op.id}`,
      cookie: admin,
      payload: { version: op.version, status: 'disabled' },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    const refused = await login({ email: 'dis@example.com', password: 'disabled-secret-1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NO_DASHBOARD_ACCESS');
  });

  it('gives a new session id at every sign-in and ends the old one', async () => {
    const first = await t.login('viewer');
    const second = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      cookie: first,
      payload: { email: demoEmails.viewer, password: demoPassword },
    });
    const next = sidOf(second)?.value;
    expect(next).toBeDefined();
    expect(`sid=${next}`).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(`sid=${next}`)).statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await t.login('viewer');
    const token = cookie.slice(4);
    const stored = await t.db.kysely.selectFrom('sessions').select('id').execute();
    expect(stored.some((row) => row.id === token)).toBe(false);
  });

  it('logs every attempt in the activity log', async () => {
    await login({ email: 'ghost@example.com', password: 'nope-nope-nope' });
    const entries = await t.db.kysely
      .selectFrom('activity')
      .select(['action', 'changes'])
      .where('resource', '=', 'auth')
      .execute();
    expect(entries.some((entry) => entry.action === 'login')).toBe(true);
    expect(
      entries.some(
        (entry) => entry.action === 'login_failed' && entry.changes.includes('ghost@example.com'),
      ),
    ).toBe(true);
  });
});

describe('lockout', () => {
  it('locks an account+IP after 5 failures with Retry-After, even for the right password, and not other IPs', async () => {
    const attempt = (password: string, ip = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { email: demoEmails.operator, password },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password-x')).statusCode).toBe(401);
    const locked = await attempt(demoPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(900);
    expect((await attempt(demoPassword, '10.0.0.2')).statusCode).toBe(200);
  });

  it('opens again when the window has passed, and a success clears the count', async () => {
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.3',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { email: demoEmails.admin, password },
      });
    for (let i = 0; i < 5; i++) await attempt('wrong-password-y');
    expect((await attempt(demoPassword)).statusCode).toBe(429);
    const old = new Date(Date.now() - 16 * 60_000).toISOString();
    await t.db.kysely.updateTable('loginFailures').set({ at: old }).execute();
    expect((await attempt(demoPassword)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await attempt('wrong-password-y');
    expect((await attempt(demoPassword)).statusCode).toBe(200);
    expect((await attempt('wrong-password-y')).statusCode).toBe(401);
    expect((await attempt(demoPassword)).statusCode).toBe(200);
  });
});

describe('sessions end', () => {
  it('on logout, server-side', async () => {
    const cookie = await t.login('viewer');
    const out = await t.call({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect(sidOf(out)?.value).toBe('');
    expect((await me(cookie)).json().code).toBe('UNAUTHENTICATED');
  });

  it('after the idle timeout and after the absolute lifetime', async () => {
    const idle = await t.login('viewer');
    await t.db.kysely
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(Date.now() - sessionLifetimes.normal.idle - 1000).toISOString() })
      .execute();
    expect((await me(idle)).statusCode).toBe(401);
    const absolute = await t.login('viewer');
    await t.db.kysely
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await me(absolute)).statusCode).toBe(401);
  });

  it('on password change, and the new password works', async () => {
    const admin = await t.login('admin');
    const created = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: admin,
      payload: {
        name: 'Pass Changer',
        email: 'pc@example.com',
        role: 'viewer',
        password: 'first-password-1',
      },
    });
    expect(created.statusCode).toBe(201);
    const one = await t.login({ email: 'pc@example.com', password: 'first-password-1' });
    const two = await t.login({ email: 'pc@example.com', password: 'first-password-1' });
    const wrong = await t.call({
      method: 'POST',
      url: '/api/auth/password',
      cookie: one,
      payload: { currentPassword: 'not-it-at-all', newPassword: 'second-password-2' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.currentPassword).toBeDefined();
    const changed = await t.call({
      method: 'POST',
      url: '/api/auth/password',
      cookie: one,
      payload: { currentPassword: 'first-password-1', newPassword: 'second-password-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(one)).statusCode).toBe(401);
    expect((await me(two)).statusCode).toBe(401);
    expect(
      (await login({ email: 'pc@example.com', password: 'first-password-1' })).statusCode,
    ).toBe(401);
    expect(await t.login({ email: 'pc@example.com', password: 'second-password-2' })).toMatch(
      /^sid=/,
    );
  });
});

describe('same-origin proof and headers', () => {
  it('refuses a state change without X-Requested-With or from another origin', async () => {
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmails.admin, password: demoPassword },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().code).toBe('CSRF');
    const foreign = await login(
      { email: demoEmails.admin, password: demoPassword },
      { origin: 'https://evil.example' },
    );
    expect(foreign.json().code).toBe('CSRF');
    const own = await login(
      { email: demoEmails.admin, password: demoPassword },
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(own.statusCode).toBe(200);
  });

  it('sends the CSP and security headers', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "script-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeDefined();
  });

  it('answers 401 without a session', async () => {
    const response = await t.call({ method: 'GET', url: '/api/orders' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: expect.any(String),
      messageKey: 'signIn',
      values: {},
    });
  });
});
