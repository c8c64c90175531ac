import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resources } from '../../resources';
import { completeDocument } from './document';

/** The document object @fastify/swagger built (OpenAPI, not Swagger 2: `openapi` is set), completed. */
const completed: SwaggerTransformObject = (built) =>
  completeDocument(
    (built as { openapiObject: Record<string, unknown> }).openapiObject,
    resources,
  ) as ReturnType<SwaggerTransformObject>;

/**
 * Collects every route as it is added, for the document: registered before the routes, on the
 * root, so that it sees the API's scope too.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Operations dashboard API',
          version: '1.0.0',
          description: 'The REST contract of SPEC §7 (json-server conventions).',
        },
      },
      transformObject: completed,
    });
  },
  { name: 'openapi' },
);

/**
 * The document at `/openapi.json` and its viewer at `/docs`, in the API's scope. The viewer's
 * page loads its scripts from files, its initializer too, so the CSP needs no inline script.
 */
export async function docsRoutes(api: FastifyInstance) {
  await api.register(swaggerUi, {
    routePrefix: '/docs',
    // The page links its files by an absolute path when asked for without a trailing slash.
    indexPrefix: '/api',
    uiConfig: { deepLinking: true },
  });
  api.get('/openapi.json', {
    schema: { tags: ['system'], summary: 'This OpenAPI document' },
    handler: async () => api.swagger(),
  });
}
