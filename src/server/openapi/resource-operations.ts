import { offers, type ResourceDefinition } from '../../resources';
import { movesInBulk } from '../../resources/bulk-status';
import { schemasOf } from '../../resources/schemas';
import { replaceSchemaOf } from '../records/replace';
import { bulkStatusIdSchema, bulkStatusResultSchema } from '../routes/crud/bulk-status';
import { recordNameOf, ref } from './components';
import { listParameters } from './list-parameters';
import { errorsFor, headerRef, json } from './responses';

/** What the document says of one operation beyond the route's tags and summary. */
export interface Operation {
  operationId: string;
  parameters?: object[];
  requestBody?: object;
  responses: Record<string, object>;
  /** Absent: the document's default (the session cookie). */
  security?: object[];
}

const body = (name: string, required = true) => ({
  required,
  content: { 'application/json': { schema: ref(name) } },
});

const idParameter = (resource: ResourceDefinition) => ({
  name: 'id',
  in: 'path',
  required: true,
  schema:
    resource.idType === 'string'
      ? { type: 'string', format: 'date' }
      : { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
});

const writeErrors = errorsFor([400, 401, 403, 404, 409, 413, 422]);

/** The reads of a resource: its list, one record, and the CSV export of a list. */
function reads(resource: ResourceDefinition, name: string, plural: string) {
  const total = { 'X-Total-Count': headerRef('XTotalCount') };
  return {
    [`GET /api/${resource.name}`]: {
      operationId: `list${plural}`,
      parameters: listParameters(resource),
      responses: {
        200: json(`A page of ${resource.name}`, { type: 'array', items: ref(name) }, total),
        ...errorsFor([400, 401, 403]),
      },
    },
    [`GET /api/${resource.name}/{id}`]: {
      operationId: `get${name}`,
      parameters: [idParameter(resource)],
      responses: {
        200: json(`The ${resource.label}`, ref(name)),
        ...errorsFor([400, 401, 403, 404]),
      },
    },
    [`GET /api/${resource.name}/export.csv`]: {
      operationId: `export${plural}`,
      parameters: listParameters(resource, false),
      responses: {
        200: {
          description: 'UTF-8 CSV with a byte-order mark, every match of the filters, streamed',
          headers: total,
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        ...errorsFor([400, 401, 403]),
      },
    },
  };
}

/**
 * The writes of a resource. A read-only resource still has their routes, which refuse every
 * call (403), so they are described without a body.
 */
function writes(resource: ResourceDefinition, name: string) {
  const { create, update } = schemasOf(resource);
  const path = `/api/${resource.name}/{id}`;
  const id = [idParameter(resource)];
  const answer = (verb: string) => json(`The ${verb} ${resource.label}`, ref(name));
  return {
    [`POST /api/${resource.name}`]: {
      operationId: `create${name}`,
      ...(create ? { requestBody: body(`${name}Create`) } : {}),
      responses: { 201: answer('new'), ...writeErrors },
    },
    [`PATCH ${path}`]: {
      operationId: `update${name}`,
      parameters: id,
      ...(update ? { requestBody: body(`${name}Update`) } : {}),
      responses: { 200: answer('updated'), ...writeErrors },
    },
    [`PUT ${path}`]: {
      operationId: `replace${name}`,
      parameters: id,
      ...(replaceSchemaOf(resource) ? { requestBody: body(`${name}Replace`) } : {}),
      responses: { 200: answer('replaced'), ...writeErrors },
    },
    [`DELETE ${path}`]: {
      operationId: `delete${name}`,
      parameters: id,
      ...(offers(resource, 'delete') ? { requestBody: body('DeleteRequest', false) } : {}),
      responses: { 200: answer('deleted'), ...writeErrors },
    },
  };
}

/** The bulk status move of a resource with a status lifecycle. */
function bulkMoves(resource: ResourceDefinition, name: string, plural: string) {
  if (!movesInBulk(resource)) return {};
  const result = bulkStatusResultSchema(ref(name), bulkStatusIdSchema(resource));
  return {
    [`POST /api/${resource.name}/bulk-status`]: {
      operationId: `moveStatus${plural}`,
      requestBody: body(`${name}BulkStatus`),
      responses: {
        200: json('One answer per row, in the order sent', { type: 'array', items: result }),
        ...errorsFor([400, 401, 403, 413, 422]),
      },
    },
  };
}

/** Every operation of a resource's generated routes, by `METHOD /path`. */
export function resourceOperations(resource: ResourceDefinition): Record<string, Operation> {
  const name = recordNameOf(resource);
  const plural = `${name[0]}${resource.name.slice(1)}`;
  return {
    ...reads(resource, name, plural),
    ...writes(resource, name),
    ...bulkMoves(resource, name, plural),
  };
}
