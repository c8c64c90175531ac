import type { ResourceDefinition } from '../../resources';
import { componentSchemas } from './components';
import { operationsOf } from './operations';
import type { Operation } from './resource-operations';
import { errorsFor, sharedComponents } from './responses';

type Generated = Record<string, unknown> & {
  paths?: Record<string, Record<string, GeneratedOperation>>;
};
interface GeneratedOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: object[];
  responses?: Record<string, object>;
}

const csrfHeader = { $ref: '#/components/parameters/XRequestedWith' };

/** `get /api/orders/{id}` → `getApiOrdersId`: unique, for a route no description names. */
const fallbackId = (method: string, path: string) =>
  method +
  path.replace(/[^A-Za-z0-9]+(.)?/g, (_all, next: string | undefined) => next?.toUpperCase() ?? '');

/**
 * One operation: the route's own tags and summary, with the description's parameters, body,
 * answers and security. Every state change takes the same-origin header (SPEC §6).
 */
function operationOf(
  method: string,
  path: string,
  route: GeneratedOperation,
  described?: Operation,
) {
  const csrf = method === 'get' ? [] : [csrfHeader];
  const { tags, summary, description } = route;
  if (!described)
    return {
      ...route,
      operationId: fallbackId(method, path),
      parameters: [...(route.parameters ?? []), ...csrf],
      responses: { ...route.responses, ...errorsFor([400, 401, 403]) },
    };
  const parameters = [...(described.parameters ?? []), ...csrf];
  return {
    tags,
    summary,
    ...(description ? { description } : {}),
    operationId: described.operationId,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(described.requestBody ? { requestBody: described.requestBody } : {}),
    responses: described.responses,
    ...(described.security ? { security: described.security } : {}),
  };
}

const tagDescriptions: Record<string, string> = {
  auth: 'Sign in and out, who is signed in, profile and password',
  activity: 'Who did what, when',
  search: 'Global search',
  live: 'Live updates',
  system: 'Health and readiness',
  views: 'Your saved views of the lists',
};

/**
 * The OpenAPI 3.1 document from the one @fastify/swagger collected from the routes: each route
 * described by `operationsOf`, the schemas named from the zod schemas the server validates with.
 */
export function completeDocument(generated: Generated, resources: readonly ResourceDefinition[]) {
  const operations = operationsOf(resources);
  const paths = Object.fromEntries(
    Object.entries(generated.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, route]) => [
          method,
          operationOf(method, path, route, operations.get(`${method.toUpperCase()} ${path}`)),
        ]),
      ),
    ]),
  );
  const tags = [
    ...resources.map((resource) => ({ name: resource.name, description: `The ${resource.name}` })),
    ...Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
  ];
  return {
    ...generated,
    openapi: '3.1.0',
    servers: [{ url: '/', description: 'This server' }],
    tags,
    paths,
    components: {
      schemas: componentSchemas(resources),
      ...sharedComponents(),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sid',
          description: 'Set by POST /api/auth/login',
        },
      },
    },
    security: [{ session: [] }],
  };
}
