import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmails, demoPassword, startApp, type TestApp } from './harness';
import { type BodyNode, hostileBody, ref, type Shape, v } from './hostile/bodies';
import { fuzzRoute, fuzzRuns, fuzzTimeout, type Sent } from './hostile/fuzz';
import { installChangeCounters } from './hostile/oracle';
import { type Cookies, type Envelope, envelope, sendBody } from './hostile/requests';
import { hostileString } from './hostile/values';

/**
 * Hostile bodies for sign-in, password change and the own profile. A refused sign-in may only
 * log its failure (SPEC §6); any other refusal changes nothing; an accepted one does what it says.
 */
let t: TestApp;
const cookies = {} as Cookies;
/** The account whose password the fuzz changes; `cookies.viewer` is its session. */
const fuzzer = { email: 'fuzz-viewer@example.com', password: 'first-fuzz-password-1' };

beforeAll(async () => {
  // The per-IP flood guard would answer most of the long mode with 429 before the handler runs.
  t = await startApp({ loginRequestsPerMinute: 10_000_000 }, { customers: 10, orders: 30 });
  cookies.admin = await t.login('admin');
  cookies.operator = await t.login('operator');
  const made = await t.call({
    method: 'POST',
    url: '/api/users',
    cookie: cookies.admin,
    payload: {
      name: 'Fuzz Viewer',
      email: fuzzer.email,
      role: 'viewer',
      password: fuzzer.password,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  cookies.viewer = await t.login(fuzzer);
  await installChangeCounters(t.db);
});
afterAll(() => t.close());

const latestActivity = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('activity')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );

const sessionCookie = (sent: Sent) => sent.response.cookies.find((c) => c.name === 'sid');

/**
 * Mostly a few known emails, so the lockout soon answers instead of argon2 (each verify costs
 * ~20 ms of CPU); some hostile ones, each its own account+IP key.
 */
const credentials = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...Object.values(demoEmails), fuzzer.email) },
  { weight: 4, arbitrary: fc.constantFrom('nobody@example.com', ' ADMIN@Example.com ', 'x') },
  { weight: 1, arbitrary: hostileString },
);
const loginShape: Shape = {
  email: credentials.map(v),
  password: fc
    .oneof(
      { weight: 1, arbitrary: fc.constant(demoPassword) },
      { weight: 4, arbitrary: fc.constant('wrong-password-1') },
      { weight: 2, arbitrary: hostileString },
    )
    .map(v),
  remember: fc.boolean().map(v),
};

/** Fresh sessions: the sign-in fuzz ends the session of any cookie it signs in over. */
async function signInAgain() {
  cookies.admin = await t.login('admin');
  cookies.operator = await t.login('operator');
  cookies.viewer = await t.login(fuzzer);
}

describe(`hostile auth bodies (${fuzzRuns} cases per route)`, () => {
  it(
    'POST /api/auth/login',
    async () => {
      let before = 0;
      const report = await fuzzRoute({
        name: 'POST /api/auth/login',
        db: t.db,
        arbitrary: fc.record({
          envelope: envelope(['none', 'none', 'operator']),
          body: hostileBody(loginShape, ['remember']),
        }),
        async send(c: { envelope: Envelope; body: BodyNode }) {
          before = await latestActivity();
          // Its own address, so the lockouts it causes do not lock the other tests out.
          const remoteAddress = '10.9.9.9';
          return sendBody(
            t,
            cookies,
            { method: 'POST', url: '/api/auth/login', remoteAddress, ...c },
            {},
          );
        },
        refusedMayWrite: {
          tables: ['activity', 'loginFailures'],
          async check() {
            const logged = await t.db.kysely
              .selectFrom('activity')
              .select(['action', 'resource'])
              .where('id', '>', before)
              .execute();
            const other = logged.filter(
              (e) => e.action !== 'login_failed' || e.resource !== 'auth',
            );
            if (other.length > 0)
              throw new Error(`a refused sign-in logged ${JSON.stringify(other)}`);
          },
        },
        async accepted(_c, sent) {
          const cookie = sessionCookie(sent);
          if (!cookie?.httpOnly || cookie.sameSite !== 'Strict')
            throw new Error(`cookie ${JSON.stringify(cookie)}`);
          if (sent.response.body.includes('passwordHash')) throw new Error('returns the hash');
        },
      });
      expect(report.accepted).toBeGreaterThan(0);
      expect(report.byStatus['429'], 'the lockout answers some').toBeGreaterThan(0);
    },
    fuzzTimeout,
  );

  it(
    'POST /api/auth/password',
    async () => {
      await signInAgain();
      const next = fc.constantFrom(
        'second-fuzz-password-2',
        'password1234',
        'short',
        'x'.repeat(129),
        'y'.repeat(128),
      );
      const shape: Shape = {
        currentPassword: fc.oneof(
          { weight: 1, arbitrary: fc.constant(ref('current')) },
          { weight: 3, arbitrary: hostileString.map(v) },
        ),
        newPassword: fc.oneof(next, hostileString).map(v),
      };
      const report = await fuzzRoute({
        name: 'POST /api/auth/password',
        db: t.db,
        arbitrary: fc.record({
          envelope: envelope(['viewer']),
          // Well-formed bodies cost an argon2 verify each: keep them a minority.
          body: fc.oneof(
            { weight: 1, arbitrary: hostileBody(shape) },
            { weight: 3, arbitrary: hostileBody({ newPassword: next.map(v) }) },
          ),
        }),
        send: (c: { envelope: Envelope; body: BodyNode }) =>
          sendBody(
            t,
            cookies,
            { method: 'POST', url: '/api/auth/password', ...c },
            { current: fuzzer.password },
          ),
        async accepted(_c, sent) {
          const changed = JSON.parse(sent.text.slice(sent.text.indexOf('{'))) as {
            newPassword: string;
          };
          const old = cookies.viewer;
          fuzzer.password = changed.newPassword;
          cookies.viewer = await t.login(fuzzer);
          const me = await t.call({ method: 'GET', url: '/api/auth/me', cookie: old });
          if (me.statusCode !== 401)
            throw new Error('the old session outlived the password change');
        },
      });
      expect(report.accepted).toBeGreaterThan(0);
      expect(report.refused).toBeGreaterThan(fuzzRuns / 2);
    },
    fuzzTimeout,
  );

  it(
    'PATCH /api/auth/me',
    async () => {
      await signInAgain();
      const shape: Shape = {
        name: fc.oneof(fc.constantFrom('Fuzz Viewer', 'Zoë Ünïcode'), hostileString).map(v),
        phone: fc.oneof(fc.constantFrom('+4915112345678', null), hostileString).map(v),
      };
      const report = await fuzzRoute({
        name: 'PATCH /api/auth/me',
        db: t.db,
        arbitrary: fc.record({
          envelope: envelope(['viewer', 'operator']),
          body: hostileBody(shape, ['name', 'phone']),
        }),
        send: (c: { envelope: Envelope; body: BodyNode }) =>
          sendBody(t, cookies, { method: 'PATCH', url: '/api/auth/me', ...c }, {}),
        async accepted(_c, sent) {
          const { user } = sent.response.json() as { user: Record<string, unknown> };
          const stored = await t.db.kysely
            .selectFrom('users')
            .select(['name', 'phone'])
            .where('id', '=', user.id as number)
            .executeTakeFirstOrThrow();
          if (stored.name !== user.name || stored.phone !== user.phone)
            throw new Error(
              `answered ${JSON.stringify(user)} but stored ${JSON.stringify(stored)}`,
            );
        },
      });
      expect(report.accepted).toBeGreaterThan(0);
    },
    fuzzTimeout,
  );
});
