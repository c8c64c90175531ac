import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

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

  app.get('/docs', {
    schema: { tags: ['system'], summary: 'This OpenAPI document', hide: true },
    handler: async () => app.swagger(),
  });
}
