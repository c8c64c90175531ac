import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { resources } from '../resources';
import { type Config, fastifyTrustProxy } from './config';
import { connect, type Db } from './db/connect';
import { migrate } from './db/migrate';
import { checkpointsPlugin } from './plugins/checkpoints';
import { dbPlugin } from './plugins/db';
import { clientError, errorsPlugin, frameworkError } from './plugins/errors';
import { type EventBus, eventsPlugin } from './plugins/events';
import { inputGuardPlugin } from './plugins/input-guard';
import { lifecyclePlugin } from './plugins/lifecycle';
import { rollupsPlugin } from './plugins/rollups';
import { searchUpkeepPlugin } from './plugins/search-upkeep';
import { securityPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import { webPlugin } from './plugins/web';
import { activityRoutes } from './routes/activity';
import { authRoutes } from './routes/auth';
import { crudRoutes } from './routes/crud';
import { eventRoutes } from './routes/events';
import { exportRoutes } from './routes/export';
import { healthRoutes } from './routes/health';
import { searchRoutes } from './routes/search';
import { statsRoutes } from './routes/stats';

export interface BuildOptions {
  /** An open database to use instead of `config.databaseUrl` (tests); the caller closes it. */
  db?: Db;
  logger?: boolean;
  /** Where committed changes are announced; defaults to this process only. */
  events?: EventBus;
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
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Operations dashboard API',
        version: '1.0.0',
        description: 'The REST contract of SPEC §7 (json-server conventions).',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      security: [{ session: [] }],
    },
  });
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
  await app.register(inputGuardPlugin);
  await app.register(sessionsPlugin, { secureCookies: config.secureCookies });
  await app.register(eventsPlugin, { bus: options.events });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(activityRoutes);
      await api.register(searchRoutes);
      await api.register(statsRoutes);
      await api.register(eventRoutes);
      for (const resource of resources) {
        await api.register(crudRoutes, { resource });
        await api.register(exportRoutes, { resource });
      }
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { root: config.webRoot });
  return app;
}
