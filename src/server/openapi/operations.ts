import type { z } from 'zod';
import type { ResourceDefinition } from '../../resources';
import { viewableLists } from '../../resources/saved-views';
import { activityQuery } from '../routes/activity';
import { summaryQuery } from '../routes/stats';
import { openapiSchemaOf, ref } from './components';
import { type Operation, resourceOperations } from './resource-operations';
import { errorsFor, headerRef, json } from './responses';

/** The query parameters of a zod query schema, one per property. */
function queryParameters(schema: z.ZodObject) {
  const { properties = {}, required = [] } = openapiSchemaOf(schema, 'input') as {
    properties?: Record<string, object>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    ...(required.includes(name) ? { required: true } : {}),
    schema: property,
  }));
}

const body = (name: string) => ({
  required: true,
  content: { 'application/json': { schema: ref(name) } },
});
const anyone: object[] = [];
const identity = (description: string) => json(description, ref('Identity'));
const ok = (description: string) => json(description, ref('Ok'));

/** The routes of auth.ts. */
const authOperations: Record<string, Operation> = {
  'POST /api/auth/login': {
    operationId: 'login',
    security: anyone,
    requestBody: body('Login'),
    responses: {
      200: {
        ...identity('Signed in'),
        headers: {
          'Set-Cookie': { description: 'The session cookie `sid`', schema: { type: 'string' } },
        },
      },
      ...errorsFor([400, 401, 403, 413, 422, 429]),
    },
  },
  'POST /api/auth/logout': {
    operationId: 'logout',
    // Signed in or not, the answer is the same: no session afterwards.
    security: [{ session: [] }, {}],
    responses: { 200: ok('Signed out'), ...errorsFor([403]) },
  },
  'GET /api/auth/me': {
    operationId: 'getIdentity',
    responses: { 200: identity('Who is signed in'), ...errorsFor([401]) },
  },
  'PATCH /api/auth/me': {
    operationId: 'updateProfile',
    requestBody: body('ProfileUpdate'),
    responses: { 200: identity('The updated profile'), ...errorsFor([400, 401, 403, 413, 422]) },
  },
  'POST /api/auth/password': {
    operationId: 'changePassword',
    requestBody: body('PasswordChange'),
    responses: {
      200: ok('Changed; every session of yours has ended'),
      ...errorsFor([400, 401, 403, 413, 422]),
    },
  },
};

const health = {
  type: 'object',
  properties: { status: { type: 'string' }, database: { type: 'string' } },
};

/** The other routes: the activity log, search, the summary, live events and the system's. */
const otherOperations: Record<string, Operation> = {
  'GET /api/activity': {
    operationId: 'listActivity',
    parameters: queryParameters(activityQuery),
    responses: {
      200: json(
        'A page of entries, newest first',
        { type: 'array', items: ref('ActivityEntry') },
        {
          'X-Total-Count': headerRef('XTotalCount'),
        },
      ),
      ...errorsFor([400, 401, 403]),
    },
  },
  'GET /api/search': {
    operationId: 'search',
    parameters: [
      { name: 'q', in: 'query', required: true, schema: { type: 'string', maxLength: 200 } },
    ],
    responses: {
      200: json('The first matches of each resource', { type: 'array', items: ref('SearchHit') }),
      ...errorsFor([400, 401]),
    },
  },
  'GET /api/stats/summary': {
    operationId: 'getStatsSummary',
    parameters: queryParameters(summaryQuery),
    responses: { 200: json('The summary', ref('StatsSummary')), ...errorsFor([400, 401, 403]) },
  },
  'GET /api/events': {
    operationId: 'streamEvents',
    responses: {
      200: {
        description: 'Server-sent events: one per committed change, and heartbeats',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
      ...errorsFor([401, 429]),
    },
  },
  'GET /api/health': {
    operationId: 'getHealth',
    security: anyone,
    responses: { 200: json('Alive', health), ...errorsFor([400]) },
  },
  'GET /api/ready': {
    operationId: 'getReadiness',
    security: anyone,
    responses: {
      200: json('Ready', {
        ...health,
        properties: { ...health.properties, events: { type: 'string' } },
      }),
      ...errorsFor([400, 503]),
    },
  },
  'GET /api/openapi.json': {
    operationId: 'getOpenApiDocument',
    security: anyone,
    responses: { 200: json('This document', { type: 'object' }), ...errorsFor([400]) },
  },
};

/** A record's id in the path. */
const pathId = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};
const savedView = (description: string) => json(description, ref('SavedView'));

/** The routes of views.ts: the signed-in user's saved views (SPEC §11). */
const viewOperations: Record<string, Operation> = {
  'GET /api/views': {
    operationId: 'listSavedViews',
    parameters: [
      {
        name: 'resource',
        in: 'query',
        schema: { type: 'string', enum: [...viewableLists] },
      },
    ],
    responses: {
      200: json(
        'Your views, by list and name',
        { type: 'array', items: ref('SavedView') },
        { 'X-Total-Count': headerRef('XTotalCount') },
      ),
      ...errorsFor([400, 401]),
    },
  },
  'POST /api/views': {
    operationId: 'createSavedView',
    requestBody: body('SavedViewCreate'),
    responses: {
      201: savedView('Saved'),
      ...errorsFor([400, 401, 403, 409, 413, 422]),
    },
  },
  'GET /api/views/{id}': {
    operationId: 'getSavedView',
    parameters: [pathId],
    responses: { 200: savedView('The view'), ...errorsFor([401, 404]) },
  },
  'PATCH /api/views/{id}': {
    operationId: 'updateSavedView',
    parameters: [pathId],
    requestBody: body('SavedViewUpdate'),
    responses: {
      200: savedView('The changed view'),
      ...errorsFor([400, 401, 404, 409, 413, 422]),
    },
  },
  'DELETE /api/views/{id}': {
    operationId: 'deleteSavedView',
    parameters: [pathId],
    responses: { 200: savedView('The deleted view'), ...errorsFor([400, 401, 404, 409, 422]) },
  },
};

/** The routes of order-notes.ts (SPEC §11). */
const noteOperations: Record<string, Operation> = {
  'GET /api/orders/{id}/notes': {
    operationId: 'listOrderNotes',
    parameters: [pathId],
    responses: {
      200: json(
        "The order's notes, oldest first",
        { type: 'array', items: ref('OrderNote') },
        { 'X-Total-Count': headerRef('XTotalCount') },
      ),
      ...errorsFor([401, 403, 404]),
    },
  },
  'POST /api/orders/{id}/notes': {
    operationId: 'addOrderNote',
    parameters: [pathId],
    requestBody: body('OrderNoteCreate'),
    responses: {
      201: json('Added', ref('OrderNote')),
      ...errorsFor([400, 401, 403, 404, 413, 422]),
    },
  },
};

/** What the document says of every route, by `METHOD /path`. */
export function operationsOf(resources: readonly ResourceDefinition[]): Map<string, Operation> {
  return new Map(
    Object.entries({
      ...authOperations,
      ...otherOperations,
      ...viewOperations,
      ...noteOperations,
      ...Object.assign({}, ...resources.map(resourceOperations)),
    }),
  );
}
