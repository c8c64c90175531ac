import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { say } from '../../resources/messages';
import { AppError } from '../errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin this server answers on, as the browser names it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Same-origin proof for every state change (SPEC §6): a header a cross-site form cannot send, and
 * an Origin, when the browser sends one, equal to ours. SameSite=Strict cookies are the second wall.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (safeMethods.has(request.method)) return;
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
    throw new AppError(403, 'CSRF', say('csrfHeader'));
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin(request)) {
    throw new AppError(403, 'CSRF', say('crossOrigin'));
  }
}

/** Security headers with the CSP of SPEC §6, on every answer. */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { production: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // antd writes its CSS-in-JS into <style> tags; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: options.production ? undefined : false,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      // Applied below from a copy: the plugin builds a new helmet middleware for every request,
      // a cost every list request paid, though our headers never change.
      global: false,
    });
    let headers: [string, string | number | readonly string[]][] | undefined;
    app.addHook('onRequest', async (_request, reply) => {
      if (!headers) {
        const before = new Set(reply.raw.getHeaderNames());
        reply.helmet();
        headers = reply.raw
          .getHeaderNames()
          .filter((name) => !before.has(name))
          .map((name) => [name, reply.raw.getHeader(name) ?? '']);
        return;
      }
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
    });
  },
  { name: 'security' },
);

/**
 * Registered in the API's scope, so it guards whatever the router matched there, however the path
 * was spelt (`/%61pi/…` decodes to `/api/…`), and that scope's 404s too: no caching, CSRF checks.
 */
export const apiGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      assertSameOrigin(request);
    });
  },
  { name: 'api-guard' },
);
