import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionLifetimes } from '../../src/server/auth/sessions';
import { readConfig } from '../../src/server/config';
import { demoEmails, demoPassword, startApp, type TestApp } from './harness';
import { checksum } from './hostile/oracle';

/** argon2's verify, counted: a sign-in's cost is the verifies it runs, whatever the machine's load. */
const argon2Verify = vi.hoisted(() => vi.fn());
vi.mock('@node-rs/argon2', async (original) => {
  const argon2 = await original<typeof import('@node-rs/argon2')>();
  argon2Verify.mockImplementation(argon2.verify);
  return { ...argon2, verify: argon2Verify };
});

/** SPEC §6 beyond auth.test.ts: timing, enumeration, lifetimes, every session end, CSRF everywhere. */
let t: TestApp;
let admin: string;
let customerEmail: string;
beforeAll(async () => {
  t = await startApp({}, { customers: 5, orders: 10 });
  admin = await t.login('admin');
  customerEmail = (
    await t.db.kysely
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'customer')
      .executeTakeFirstOrThrow()
  ).email;
});
afterAll(() => t.close());

let address = 0;
/** A sign-in from its own address, so the per-account+IP lockout never answers for argon2. */
const signIn = (payload: object, ip = `10.42.${address >> 8}.${address++ & 255}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload,
  });
const me = (cookie: string) => t.call({ method: 'GET', url: '/api/auth/me', cookie });

async function staff(email: string, role = 'viewer', password = 'staff-password-1') {
  const made = await t.call({
    method: 'POST',
    url: '/api/users',
    cookie: admin,
    payload: { name: 'Staff Member', email, role, password },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: number; version: number };
}

describe('no user enumeration', () => {
  it('verifies one argon2id hash of the same cost for an unknown email, a customer and a wrong password', async () => {
    const kinds = {
      unknown: { email: 'nobody-at-all@example.com', password: 'wrong-password-1' },
      customer: { email: customerEmail, password: 'wrong-password-1' },
      wrongPassword: { email: demoEmails.viewer, password: 'wrong-password-1' },
    };
    for (const [kind, payload] of Object.entries(kinds)) {
      argon2Verify.mockClear();
      const response = await signIn(payload);
      expect(response.json().code, kind).toBe('INVALID_CREDENTIALS');
      // The time of a failed sign-in is the time of one verify: one each, at the same cost.
      expect(argon2Verify, kind).toHaveBeenCalledTimes(1);
      const [hashed] = argon2Verify.mock.calls[0] as [string];
      expect(hashed.split('$').slice(0, 4).join('$'), kind).toBe('$argon2id$v=19$m=19456,t=2,p=1');
    }
  });

  it('locks an unknown email like a real one, and logs every locked attempt', async () => {
    const ip = '10.43.0.1';
    for (const email of ['ghost-account@example.com', demoEmails.viewer]) {
      for (let i = 0; i < 5; i++) await signIn({ email, password: 'wrong-password-2' }, ip);
      const locked = await signIn({ email, password: 'wrong-password-2' }, ip);
      expect(locked.statusCode, email).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
    const logged = await t.db.kysely
      .selectFrom('activity')
      .select('changes')
      .where('action', '=', 'login_failed')
      .where('ip', '=', ip)
      .execute();
    expect(logged).toHaveLength(12);
    expect(logged.filter((entry) => entry.changes.includes('rate_limited'))).toHaveLength(2);
  });
});

describe('session lifetimes with remember me', () => {
  /** Moves the newest session's idle clock back; the others belong to other tests. */
  const idle = async (cookie: string, lastSeenAgo: number) => {
    const newest = await t.db.kysely
      .selectFrom('sessions')
      .select('id')
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(Date.now() - lastSeenAgo).toISOString() })
      .where('id', '=', newest.id)
      .execute();
    return me(cookie);
  };
  const remembered = async () => {
    const response = await signIn({
      email: demoEmails.viewer,
      password: demoPassword,
      remember: true,
    });
    return `sid=${response.cookies.find((c) => c.name === 'sid')?.value}`;
  };

  it('outlives 31 idle minutes but not 8 idle hours', async () => {
    const minute = 60_000;
    expect((await idle(await remembered(), 31 * minute)).statusCode).toBe(200);
    expect(
      (await idle(await remembered(), sessionLifetimes.remember.idle + minute)).statusCode,
    ).toBe(401);
  });

  it('ends after 7 days however active, and a normal session after 12 hours', async () => {
    const cookie = await remembered();
    await t.db.kysely
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('remember', '=', 1)
      .execute();
    expect((await me(cookie)).statusCode).toBe(401);
    const response = await signIn({ email: demoEmails.viewer, password: demoPassword });
    const stored = await t.db.kysely
      .selectFrom('sessions')
      .select(['createdAt', 'expiresAt', 'remember'])
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(response.statusCode).toBe(200);
    expect(stored.remember).toBe(0);
    expect(Date.parse(stored.expiresAt) - Date.parse(stored.createdAt)).toBe(
      sessionLifetimes.normal.absolute,
    );
  });
});

describe('sessions end server-side', () => {
  it('for every session of a disabled, demoted or reset user, and no one else', async () => {
    for (const change of [
      { status: 'disabled' },
      { role: 'customer', password: undefined },
      { password: 'reset-by-admin-1' },
    ]) {
      const email = `ends-${Object.keys(change)[0]}-${address++}@example.com`;
      const user = await staff(email);
      const one = await t.login({ email, password: 'staff-password-1' });
      const two = await t.login({ email, password: 'staff-password-1' });
      const bystander = await t.login('operator');
      const changed = await t.call({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        cookie: admin,
        payload: { version: user.version, ...change },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await me(one)).statusCode, JSON.stringify(change)).toBe(401);
      expect((await me(two)).statusCode).toBe(401);
      expect((await me(bystander)).statusCode).toBe(200);
      const left = await t.db.kysely
        .selectFrom('sessions')
        .select('id')
        .where('userId', '=', user.id)
        .execute();
      expect(left).toEqual([]);
    }
  });

  it('at logout, with the cookie cleared under the same flags', async () => {
    const secure = await startApp({ secureCookies: true }, { customers: 2, orders: 2 });
    const cookie = await secure.login('viewer');
    const out = await secure.call({ method: 'POST', url: '/api/auth/logout', cookie });
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared).toMatchObject({
      value: '',
      httpOnly: true,
      sameSite: 'Strict',
      secure: true,
      path: '/',
    });
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
    expect(await secure.db.kysely.selectFrom('sessions').select('id').execute()).toEqual([]);
    await secure.close();
  });

  it('makes cookies Secure by default in production, unless COOKIE_SECURE says otherwise', () => {
    expect(readConfig({ NODE_ENV: 'production', DATABASE_URL: ':memory:' }).secureCookies).toBe(
      true,
    );
    expect(readConfig({ DATABASE_URL: ':memory:' }).secureCookies).toBe(false);
    expect(
      readConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false', DATABASE_URL: ':memory:' })
        .secureCookies,
    ).toBe(false);
  });
});

describe('same-origin proof on every state change', () => {
  const changes = [
    ['POST', '/api/orders'],
    ['PATCH', '/api/orders/1'],
    ['DELETE', '/api/orders/1'],
    ['POST', '/api/packages'],
    ['PATCH', '/api/users/1'],
    ['DELETE', '/api/users/2'],
    ['POST', '/api/auth/logout'],
    ['POST', '/api/auth/password'],
    ['PATCH', '/api/auth/me'],
  ] as const;
  const proofs: [string, Record<string, string>][] = [
    ['no header', {}],
    ['a wrong header value', { 'x-requested-with': 'fetch' }],
    ['another origin', { 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' }],
    ['an opaque origin', { 'x-requested-with': 'XMLHttpRequest', origin: 'null' }],
    [
      'a look-alike origin',
      { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost:80.evil.example' },
    ],
  ];

  it.each(changes)(
    '%s %s is refused with 403 CSRF without it, and changes nothing',
    async (method, url) => {
      const before = await checksum(t.db);
      for (const [what, headers] of proofs) {
        const response = await t.app.inject({
          method,
          url,
          headers: {
            cookie: admin,
            'content-type': 'text/plain',
            host: 'localhost:80',
            ...headers,
          },
          payload: JSON.stringify({
            version: 1,
            note: 'csrf',
            name: 'Csrf Name',
            newPassword: 'x',
          }),
        });
        expect(response.statusCode, what).toBe(403);
        expect(response.json().code, what).toBe('CSRF');
      }
      expect(await checksum(t.db)).toBe(before);
      expect((await me(admin)).statusCode).toBe(200);
    },
  );
});
