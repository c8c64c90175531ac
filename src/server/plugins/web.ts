import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { say } from '../../resources/messages';
import { notFound } from '../errors';

/** Serves the built browser app, with index.html for client-side routes; other misses are 404 in JSON. */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    const hasApp = existsSync(join(options.root, 'index.html'));
    if (hasApp) {
      await app.register(fastifyStatic, {
        root: options.root,
        wildcard: false,
        index: false,
        setHeaders: (response, path) => {
          // Hashed assets never change; index.html always may.
          response.header(
            'Cache-Control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      // A path naming a file (a stale chunk, favicon.ico) that is not there is a 404: answered
      // with index.html the browser would try to run HTML as a script. A path the router reads as
      // the API's never gets here: that scope has its own 404 (see app.ts).
      const isPage = request.method === 'GET' && !/\.[a-z0-9]+$/i.test(path);
      if (hasApp && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      throw notFound(
        say('noRoute', { method: request.method, path: request.url.split('?')[0] ?? '' }),
      );
    });
  },
  { name: 'web' },
);
