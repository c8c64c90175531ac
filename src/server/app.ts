import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { resources } from '../resources';
import { say } from '../resources/messages';
import { type Config, fastifyTrustProxy } from './config';
import { connect, type Db } from './db/connect';
import { migrate } from './db/migrate';
import { notFound } from './errors';
import { docsRoutes, openapiPlugin } from './openapi/plugin';
import { checkpointsPlugin } from './plugins/checkpoints';
import { dbPlugin } from './plugins/db';
import { clientError, errorsPlugin, frameworkError } from './plugins/errors';
import { type EventBus, eventsPlugin } from './plugins/events';
import { inputGuardPlugin } from './plugins/input-guard';
import { lifecyclePlugin } from './plugins/lifecycle';
import { rollupsPlugin } from './plugins/rollups';
import { apiGuardPlugin, securityPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import { webPlugin } from './plugins/web';
import { activityRoutes } from './routes/activity';
import { authRoutes } from './routes/auth';
import { crudRoutes } from './routes/crud';
import { eventRoutes } from './routes/events';
import { exportRoutes } from './routes/export';
import { healthRoutes } from './routes/health';
import { orderNoteRoutes } from './routes/order-notes';
import { searchRoutes } from './routes/search';
import { statsRoutes } from './routes/stats';
import { viewRoutes } from './routes/views';
import { searchUpkeepPlugin } from './search/upkeep-plugin';

export interface BuildOptions {
  /** An open database to use instead of `config.databaseUrl` (tests); the caller closes it. */
  db?: Db;
  logger?: boolean;
  /** Where committed changes are announced; defaults to this process only. */
  events?: EventBus;
}

/**
 * Everything under `/api`. The guards are hooks of this scope, not checks of the URL's spelling:
 * the router decodes the path (`/%61pi/…` is `/api/…`) before choosing a route, so they run on
 * every route it matches here and on this scope's 404s.
 */
async function apiRoutes(api: FastifyInstance, options: { secureCookies: boolean }) {
  await api.register(apiGuardPlugin);
  await api.register(inputGuardPlugin);
  await api.register(sessionsPlugin, { secureCookies: options.secureCookies });
  api.setNotFoundHandler(async (request) => {
    throw notFound(
      say('noRoute', { method: request.method, path: request.url.split('?')[0] ?? '' }),
    );
  });
  await api.register(healthRoutes);
  await api.register(docsRoutes);
  await api.register(authRoutes);
  await api.register(activityRoutes);
  await api.register(searchRoutes);
  await api.register(statsRoutes);
  await api.register(eventRoutes);
  await api.register(viewRoutes);
  await api.register(orderNoteRoutes);
  for (const resource of resources) {
    await api.register(crudRoutes, { resource });
    await api.register(exportRoutes, { resource });
  }
}

/** Builds the Fastify app: external plugins, then ours, then routes. Migrates the database first. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const db = options.db ?? connect(config.databaseUrl);
  await migrate(db);

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // A load balancer's request id is kept (so its logs and ours line up) when it looks like one.
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{8,64}$/.test(given) ? given : randomUUID();
    },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
    // SPEC §11: headers and body within the limit, else 408 (clientError). Node checks every
    // open request only at its checking interval, so that is kept a small part of the limit.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.ceil(config.requestTimeoutMs / 30)),
    },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });

  await app.register(openapiPlugin);
  await app.register(dbPlugin, { db, config, ownsDb: !options.db });
  await app.register(lifecyclePlugin);
  await app.register(rollupsPlugin, { intervalMs: config.rollupFoldMs });
  await app.register(searchUpkeepPlugin, { quietMs: config.searchQuietMs });
  await app.register(checkpointsPlugin, { everyMs: config.checkpointEveryMs });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { production: config.production });
  await app.register(eventsPlugin, { bus: options.events });
  await app.register(apiRoutes, { prefix: '/api', secureCookies: config.secureCookies });
  await app.register(webPlugin, { root: config.webRoot });
  return app;
}
