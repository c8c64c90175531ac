import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { permissionsOf } from '../../resources';
import { say } from '../../resources/messages';
import { password as passwordRule, phoneNumber, shortText } from '../../resources/schemas';
import { diffRecords, logActivity } from '../activity';
import { clearFailures, limitKey, lockedForSeconds, recordFailure } from '../auth/login-limit';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/password';
import {
  createSession,
  endSession,
  endUserSessions,
  findSession,
  type SessionUser,
  sessionCookie,
} from '../auth/sessions';
import { forWrite } from '../db/locks';
import { AppError, validationFailed } from '../errors';
import { requireSession } from '../plugins/sessions';
import { parseWith } from './crud/input';

export const loginBody = z.strictObject({
  email: z.string().trim().min(1, 'Enter your email').max(254),
  password: z.string().min(1, 'Enter your password').max(1024),
  remember: z.boolean().optional(),
});
export const passwordBody = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password').max(1024),
  newPassword: passwordRule,
});

export const profileBody = z.strictObject({
  name: shortText(2, 80).optional(),
  phone: phoneNumber.nullable().optional(),
});

/** Who is signed in, and what their role may do (login, `/auth/me`). */
export const identitySchema = {
  type: 'object',
  properties: {
    user: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string' },
        phone: { type: ['string', 'null'] },
      },
    },
    permissions: {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: { type: 'boolean' } },
    },
  },
};

/** What `/auth/me` answers for `user`: who is signed in (a users row narrowed to it) and their permissions. */
const identity = ({
  id,
  name,
  email,
  role,
  phone,
}: Omit<SessionUser, 'role'> & { role: string }) => {
  const user: SessionUser = { id, name, email, role: role as SessionUser['role'], phone };
  return { user, permissions: permissionsOf(user.role) };
};
const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', say('wrongCredentials'));

export async function authRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  // Every write goes through the shared commit's queue: on SQLite it may be held there while
  // another connection writes (the search upkeep), where SQLite's busy handler would hold the
  // thread. Each becomes one transaction, too.
  const write = app.db.transaction;
  // Verified against when the email is unknown, so both failures cost the same time.
  const decoyHash = await hashPassword('decoy-password-that-matches-nothing');

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        say('tooManyAttempts', { seconds: Math.ceil(context.ttl / 1000) }),
        undefined,
        undefined,
        {
          'Retry-After': String(Math.ceil(context.ttl / 1000)),
        },
      ),
  });

  app.post('/auth/login', {
    config: { rateLimit: { max: app.config.loginRequestsPerMinute, timeWindow: 60_000 } },
    schema: {
      tags: ['auth'],
      summary: 'Sign in; sets the session cookie',
      response: { 200: identitySchema },
    },
    handler: async (request, reply) => {
      const body = parseWith(loginBody, request.body);
      const email = body.email.toLowerCase();
      const key = limitKey(email, request.ip);
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      const failed = (reason: string) =>
        write((trx) =>
          logActivity(trx, {
            actorId: user?.id ?? null,
            action: 'login_failed',
            resource: 'auth',
            recordId: user?.id ?? null,
            changes: { email: [null, email], reason: [null, reason] },
            ip: request.ip,
          }),
        );

      const wait = await lockedForSeconds(db, key);
      if (wait > 0) {
        await failed('rate_limited');
        throw new AppError(
          429,
          'RATE_LIMITED',
          say('tooManySignIns', { minutes: Math.ceil(wait / 60) }),
          undefined,
          { retryAfter: wait },
          { 'Retry-After': String(wait) },
        );
      }
      const valid = await verifyPassword(user?.passwordHash ?? decoyHash, body.password);
      if (!user?.passwordHash || !valid) {
        await write((trx) => recordFailure(trx, key));
        await failed('invalid_credentials');
        throw invalidCredentials();
      }
      if (user.role === 'customer' || user.status !== 'active') {
        await failed('no_dashboard_access');
        throw new AppError(403, 'NO_DASHBOARD_ACCESS', say('noDashboard'));
      }
      // A new id at every sign-in: a session fixed before login is worthless after it.
      const previous = request.cookies[sessionCookie];
      const old = previous ? await findSession(app.db, previous) : null;
      const now = new Date().toISOString();
      const session = await write(async (trx) => {
        await clearFailures(trx, key);
        if (old) await endSession(trx, old.id);
        const created = await createSession(trx, user.id, body.remember === true);
        await trx
          .updateTable('users')
          .set({ lastLoginAt: now })
          .where('id', '=', user.id)
          .execute();
        await logActivity(trx, {
          actorId: user.id,
          action: 'login',
          resource: 'auth',
          recordId: user.id,
          ip: request.ip,
          at: now,
        });
        return created;
      });
      reply.setSessionCookie(session.token, body.remember ? session.maxAge : undefined);
      return identity(user);
    },
  });

  app.post('/auth/logout', {
    schema: { tags: ['auth'], summary: 'Sign out; ends the session on the server' },
    handler: async (request, reply) => {
      const session = request.session;
      if (session) {
        await write(async (trx) => {
          await endSession(trx, session.id);
          await logActivity(trx, {
            actorId: session.user.id,
            action: 'logout',
            resource: 'auth',
            recordId: session.user.id,
            ip: request.ip,
          });
        });
      }
      reply.clearSessionCookie();
      return { ok: true };
    },
  });

  app.get('/auth/me', {
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user and what their role may do',
      response: { 200: identitySchema },
    },
    handler: async (request) => identity(requireSession(request).user),
  });

  app.patch('/auth/me', {
    schema: {
      tags: ['auth'],
      summary: 'Update your own name and phone',
      response: { 200: identitySchema },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const changes = parseWith(profileBody, request.body);
      const now = new Date().toISOString();
      const user = await write(async (trx) => {
        // Locked: an admin's edit of this user between the read and the update would be undone.
        const before = await forWrite(
          trx.selectFrom('users').selectAll().where('id', '=', session.user.id),
          app.db.dialect,
        ).executeTakeFirstOrThrow();
        const after = {
          name: changes.name ?? before.name,
          phone: changes.phone === undefined ? before.phone : changes.phone,
        };
        const diff = diffRecords({ name: before.name, phone: before.phone }, after, []);
        if (Object.keys(diff).length === 0) return before;
        await trx
          .updateTable('users')
          .set({ ...after, updatedAt: now, version: before.version + 1 })
          .where('id', '=', before.id)
          .execute();
        if (after.name !== before.name)
          await trx
            .updateTable('orders')
            .set({ customerName: after.name })
            .where('customerId', '=', before.id)
            .execute();
        await logActivity(trx, {
          actorId: before.id,
          action: 'update',
          resource: 'users',
          recordId: before.id,
          changes: diff,
          ip: request.ip,
          at: now,
        });
        return { ...before, ...after };
      });
      return identity(user);
    },
  });

  app.post('/auth/password', {
    schema: { tags: ['auth'], summary: 'Change your password; ends every session of yours' },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const body = parseWith(passwordBody, request.body);
      const user = await db
        .selectFrom('users')
        .select(['passwordHash'])
        .where('id', '=', session.user.id)
        .executeTakeFirstOrThrow();
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw validationFailed({ currentPassword: [say('wrongPassword')] });
      }
      const problem = passwordProblem(body.newPassword);
      if (problem) throw validationFailed({ newPassword: [problem] });
      const passwordHash = await hashPassword(body.newPassword);
      const now = new Date().toISOString();
      await write(async (trx) => {
        await trx
          .updateTable('users')
          // Counted where it is written: another write may have moved the version since the read.
          .set((eb) => ({ passwordHash, updatedAt: now, version: eb('version', '+', 1) }))
          .where('id', '=', session.user.id)
          .execute();
        await endUserSessions(trx, session.user.id);
        await logActivity(trx, {
          actorId: session.user.id,
          action: 'password',
          resource: 'users',
          recordId: session.user.id,
          ip: request.ip,
          at: now,
        });
      });
      reply.clearSessionCookie();
      return { ok: true };
    },
  });
}
