import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { permissionsOf } from '../../resources';
import { say } from '../../resources/messages';
import { password as passwordRule, phoneNumber, shortText } from '../../resources/schemas';
import { logActivity } from '../activity';
import { hashPassword } from '../auth/password';
import { changePassword, checkedPasswordHash, updateProfile } from '../auth/profile';
import { endSession, type SessionUser, sessionCookie } from '../auth/sessions';
import { signInUser, startSession } from '../auth/sign-in';
import { AppError } from '../errors';
import { requireSession } from '../plugins/sessions';
import { parseWith } from '../records/input';

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

/** The 429 of a route past its request limit, with when to try again. */
const rateLimitOptions = {
  global: false,
  errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
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
};

/** Sign-in, sign-out, your own profile and password (SPEC §6). */
export async function authRoutes(app: FastifyInstance) {
  // Verified against when the email is unknown, so both failures cost the same time.
  const decoyHash = await hashPassword('decoy-password-that-matches-nothing');
  await app.register(rateLimit, rateLimitOptions);
  loginRoute(app, decoyHash);
  logoutRoute(app);
  profileRoutes(app);
  passwordRoute(app);
}

function loginRoute(app: FastifyInstance, decoyHash: string) {
  app.post('/auth/login', {
    config: { rateLimit: { max: app.config.loginRequestsPerMinute, timeWindow: 60_000 } },
    schema: {
      tags: ['auth'],
      summary: 'Sign in; sets the session cookie',
      response: { 200: identitySchema },
    },
    handler: async (request, reply) => {
      const body = parseWith(loginBody, request.body);
      const signIn = await signInUser(app.db, request.ip, body, decoyHash);
      const session = await startSession(app.db, request.ip, signIn, {
        remember: body.remember === true,
        previous: request.cookies[sessionCookie],
      });
      reply.setSessionCookie(session.token, body.remember ? session.maxAge : undefined);
      return identity(signIn.user);
    },
  });
}

function logoutRoute(app: FastifyInstance) {
  app.post('/auth/logout', {
    schema: { tags: ['auth'], summary: 'Sign out; ends the session on the server' },
    handler: async (request, reply) => {
      const session = request.session;
      if (session) {
        await app.db.transaction(async (trx) => {
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
}

function profileRoutes(app: FastifyInstance) {
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
      return identity(await updateProfile(app.db, request.ip, session.user.id, changes));
    },
  });
}

function passwordRoute(app: FastifyInstance) {
  app.post('/auth/password', {
    schema: { tags: ['auth'], summary: 'Change your password; ends every session of yours' },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const body = parseWith(passwordBody, request.body);
      const passwordHash = await checkedPasswordHash(app.db, session.user.id, body);
      await changePassword(app.db, request.ip, session.user.id, passwordHash);
      reply.clearSessionCookie();
      return { ok: true };
    },
  });
}
