import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ActiveSession, findSession, sessionCookie } from '../auth/sessions';
import { unauthenticated } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null. Loaded once per API request. */
    session: ActiveSession | null;
  }
  interface FastifyReply {
    setSessionCookie(token: string, maxAge: number | undefined): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

/** The session of a request that must be signed in. */
export function requireSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** Cookies and `request.session`, loaded for every request of the API's scope, where it is registered. */
export const sessionsPlugin = fp(
  async (app: FastifyInstance, options: { secureCookies: boolean }) => {
    await app.register(cookie);
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'strict' as const,
      secure: options.secureCookies,
    };
    app.decorateRequest('session', null);
    app.decorateReply(
      'setSessionCookie',
      function (this: FastifyReply, token: string, maxAge: number | undefined) {
        // Without "remember me" the cookie lives for the browser session; the server enforces expiry.
        return this.setCookie(
          sessionCookie,
          token,
          maxAge ? { ...cookieOptions, maxAge } : cookieOptions,
        );
      },
    );
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      return this.clearCookie(sessionCookie, cookieOptions);
    });
    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[sessionCookie];
      if (!token) return;
      request.session = await findSession(app.db, token);
      if (!request.session) reply.clearSessionCookie();
    });
  },
  { name: 'sessions', dependencies: ['db'] },
);
