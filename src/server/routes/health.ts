import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { say } from '../../resources/messages';
import { AppError } from '../errors';

/** Whether `select 1` answers within two seconds. */
async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), 2000);
  });
  const query = sql`select 1`.execute(app.db.kysely).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', {
    schema: {
      tags: ['system'],
      summary: 'Liveness and database reachability',
      response: {
        200: {
          type: 'object',
          properties: { status: { type: 'string' }, database: { type: 'string' } },
        },
      },
    },
    handler: async () => {
      await sql`select 1`.execute(app.db.kysely);
      return { status: 'ok', database: app.db.dialect };
    },
  });

  app.get('/ready', {
    schema: {
      tags: ['system'],
      summary: 'Readiness for a load balancer: the database answers, live events flow, no shutdown',
      response: {
        200: {
          type: 'object',
          properties: {
            status: { type: 'string' },
            database: { type: 'string' },
            events: { type: 'string' },
          },
        },
      },
    },
    handler: async (_request, reply) => {
      const events = app.db.engine.events;
      const problem = app.draining()
        ? say('shuttingDown')
        : !(await databaseAnswers(app))
          ? say('databaseSilent')
          : app.events.ready?.() === false
            ? say('eventsSilent')
            : undefined;
      if (problem) {
        reply.header('Cache-Control', 'no-store');
        throw new AppError(503, 'UNAVAILABLE', problem);
      }
      return { status: 'ready', database: app.db.dialect, events };
    },
  });
}
