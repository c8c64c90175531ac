import { z } from 'zod';
import type { ResourceDefinition } from '../../resources';
import { movesInBulk } from '../../resources/bulk-status';
import { orderNoteCreate } from '../../resources/order-notes';
import { savedViewCreate, savedViewUpdate, viewableLists } from '../../resources/saved-views';
import { schemasOf } from '../../resources/schemas';
import { errorBodySchema } from '../errors';
import { replaceSchemaOf } from '../records/replace';
import { entrySchema } from '../routes/activity';
import { identitySchema, loginBody, passwordBody, profileBody } from '../routes/auth';
import { deleteBody } from '../routes/crud';
import { bulkStatusBody } from '../routes/crud/bulk-status';
import { hitSchema } from '../routes/search';

export type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema 2020-12 of a zod schema, the dialect of OpenAPI 3.1. Rules JSON Schema cannot say
 * (a refine) are left out, so the document describes no more than the server checks.
 */
export function openapiSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

/** `#/components/schemas/<name>`. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The component name of a resource's record: `orders` → `Order`. */
export const recordNameOf = (resource: ResourceDefinition) =>
  `${resource.name[0]?.toUpperCase()}${resource.name.slice(1).replace(/s$/, '')}`;

/** A resource's record, and its create, update and replace bodies where it has them. */
function resourceSchemas(resource: ResourceDefinition): Record<string, JsonSchema> {
  const name = recordNameOf(resource);
  const { record, create, update } = schemasOf(resource);
  const replace = replaceSchemaOf(resource);
  return {
    [name]: openapiSchemaOf(record, 'output'),
    ...(create ? { [`${name}Create`]: openapiSchemaOf(create, 'input') } : {}),
    ...(update ? { [`${name}Update`]: openapiSchemaOf(update, 'input') } : {}),
    ...(replace ? { [`${name}Replace`]: openapiSchemaOf(replace, 'input') } : {}),
    ...(movesInBulk(resource)
      ? { [`${name}BulkStatus`]: openapiSchemaOf(bulkStatusBody(resource), 'input') }
      : {}),
  };
}

/** The component schemas: every resource's, the auth bodies, and the other answers. */
export function componentSchemas(resources: readonly ResourceDefinition[]) {
  return {
    ...Object.assign({}, ...resources.map(resourceSchemas)),
    DeleteRequest: openapiSchemaOf(deleteBody.unwrap(), 'input'),
    Login: openapiSchemaOf(loginBody, 'input'),
    PasswordChange: openapiSchemaOf(passwordBody, 'input'),
    ProfileUpdate: openapiSchemaOf(profileBody, 'input'),
    Identity: identitySchema,
    Ok: { type: 'object', properties: { ok: { type: 'boolean', const: true } } },
    ActivityEntry: entrySchema,
    SearchHit: hitSchema,
    OrderNoteCreate: openapiSchemaOf(orderNoteCreate, 'input'),
    OrderNote: {
      type: 'object',
      required: ['id', 'orderId', 'authorId', 'authorName', 'text', 'createdAt'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        orderId: { type: 'integer', minimum: 1 },
        authorId: { type: ['integer', 'null'], description: 'null once the account is gone' },
        authorName: { type: 'string' },
        text: { type: 'string' },
        createdAt: { type: 'string', format: 'date-time' },
      },
    },
    SavedViewCreate: openapiSchemaOf(savedViewCreate, 'input'),
    SavedViewUpdate: openapiSchemaOf(savedViewUpdate, 'input'),
    SavedView: {
      type: 'object',
      required: ['id', 'name', 'resource', 'query', 'createdAt', 'updatedAt', 'version'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        name: { type: 'string' },
        resource: { type: 'string', enum: [...viewableLists] },
        query: { type: 'string', description: "The list's URL query string, without its `?`" },
        createdAt: { type: 'string', format: 'date-time' },
        updatedAt: { type: 'string', format: 'date-time' },
        version: { type: 'integer', minimum: 1 },
      },
    },
    StatsSummary: {
      type: 'object',
      description: 'KPIs with their change, series, breakdowns, insights and the packages map',
      additionalProperties: true,
    },
    Error: errorBodySchema,
  } as Record<string, JsonSchema>;
}
