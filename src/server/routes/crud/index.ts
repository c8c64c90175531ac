import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ResourceDefinition } from '../../../resources';
import { movesInBulk } from '../../../resources/bulk-status';
import { say } from '../../../resources/messages';
import { schemasOf } from '../../../resources/schemas';
import type { ActiveSession } from '../../auth/sessions';
import type { AnyDb } from '../../db/dialect';
import { badRequest, errorBodySchema as errorSchema, forbidden, noSuch } from '../../errors';
import { assertAnswerable, int32Max, maxUnpagedRows, parseListQuery } from '../../lists/parse';
import { listPage, visibleRows } from '../../lists/service';
import { readCacheOf } from '../../read-cache';
import { jsonSchemaOf, toRecord } from '../../records/api-record';
import { parseInput, parseWith } from '../../records/input';
import { assertFixedKept, parseReplacement } from '../../records/replace';
import { RecordWriter } from '../../records/writer';
import { rulesByResource } from '../../rules';
import { authorize } from './authorize';
import { bulkStatusRoute } from './bulk-status';

export const deleteBody = z
  .strictObject({ version: z.number().int().min(1).optional() })
  .optional();

function parseId(resource: ResourceDefinition, raw: string): string | number {
  if (resource.idType === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) throw noSuch(resource.label);
    return raw;
  }
  if (!/^[1-9]\d{0,14}$/.test(raw)) throw badRequest(say('idNotWhole'));
  // No record has an id past the id column's range (PostgreSQL would fail the query).
  if (Number(raw) > int32Max) throw noSuch(resource.label);
  return Number(raw);
}

/** What the routes of one resource share. */
interface ResourceRoutes {
  app: FastifyInstance;
  resource: ResourceDefinition;
  cache: ReturnType<typeof readCacheOf>;
  writer: RecordWriter;
  rules: (typeof rulesByResource)[string] | undefined;
  /** The record's JSON schema, for the answers. */
  record: ReturnType<typeof jsonSchemaOf>;
  tags: string[];
  base: string;
  /** The record id in the request's path, checked. */
  idOf(request: FastifyRequest): string | number;
  /**
   * The row `id`, if the session's role may see it; read on `on` and locked for the write when
   * `on` is a write's transaction.
   */
  findVisible(
    session: ActiveSession,
    id: string | number,
    on?: AnyDb,
  ): Promise<Record<string, unknown>>;
  /** For a write: reads the visible row `:id` once, locked, inside the write's transaction. */
  visibleTo(
    session: ActiveSession,
    request: FastifyRequest,
  ): Promise<(trx: AnyDb) => Promise<Record<string, unknown>>>;
}

function resourceRoutes(app: FastifyInstance, resource: ResourceDefinition): ResourceRoutes {
  const cache = readCacheOf(app);
  // Any committed write may change any total or summary (rules touch other tables too).
  const writer = new RecordWriter(app.db, resource, (event) => {
    cache.invalidate();
    app.events.publish(event);
  });
  const rules = rulesByResource[resource.name];
  const idOf = (request: FastifyRequest) =>
    parseId(resource, (request.params as { id: string }).id);
  async function findVisible(session: ActiveSession, id: string | number, on?: AnyDb) {
    const db = on ? { ...app.db, kysely: on } : app.db;
    const query = visibleRows(db, resource, session.user.role)
      .selectAll()
      .where(resource.idColumn, '=', id);
    const row = await (on ? app.db.engine.forWrite(query) : query).executeTakeFirst();
    if (!row) throw noSuch(resource.label);
    return row as Record<string, unknown>;
  }
  async function visibleTo(session: ActiveSession, request: FastifyRequest) {
    const id = idOf(request);
    await rules?.beforeRead?.(app.db);
    return (trx: AnyDb) => findVisible(session, id, trx);
  }
  return {
    app,
    resource,
    cache,
    writer,
    rules,
    record: jsonSchemaOf(schemasOf(resource).record),
    tags: [resource.name],
    base: `/${resource.name}`,
    idOf,
    findVisible,
    visibleTo,
  };
}

/** `GET /{resource}` and `GET /{resource}/:id`. */
function readRoutes({
  app,
  resource,
  cache,
  rules,
  record,
  tags,
  base,
  idOf,
  findVisible,
}: ResourceRoutes) {
  app.get(base, {
    schema: {
      tags,
      summary: `List ${resource.name}`,
      description: `json-server conventions: _start, _end, _sort, _order, field, field_ne, field_gte, field_lte, field_like, q. Without _end: every match from _start on, or a 400 past ${maxUnpagedRows} of them.`,
      response: { 200: { type: 'array', items: record }, '4xx': errorSchema },
    },
    handler: async (request, reply) => {
      const session = authorize(request, resource, 'list');
      const list = parseListQuery(resource, request.query as Record<string, string | string[]>);
      await rules?.beforeRead?.(app.db);
      const page = await listPage(app.db, resource, session.user.role, list, cache);
      assertAnswerable(list, page.total);
      reply.header('X-Total-Count', String(page.total));
      reply.header('Access-Control-Expose-Headers', 'X-Total-Count');
      return page.rows.map((row) => toRecord(resource, row));
    },
  });

  app.get(`${base}/:id`, {
    schema: {
      tags,
      summary: `Get one ${resource.label}`,
      response: { 200: record, '4xx': errorSchema },
    },
    handler: async (request) => {
      const session = authorize(request, resource, 'show');
      const id = idOf(request);
      await rules?.beforeRead?.(app.db);
      return toRecord(resource, await findVisible(session, id));
    },
  });
}

const ip = (request: FastifyRequest) => request.ip;

/** `POST /{resource}` and `PATCH`, `PUT`, `DELETE /{resource}/:id`. */
function writeRoutes({ app, resource, writer, record, tags, base, visibleTo }: ResourceRoutes) {
  const readOnly = () => forbidden(say('readOnly', { resources: resource.name }));
  const { create, update } = schemasOf(resource);

  app.post(base, {
    schema: {
      tags,
      summary: `Create a ${resource.label}`,
      response: { 201: record, '4xx': errorSchema },
    },
    handler: async (request, reply) => {
      const session = authorize(request, resource, 'create');
      if (!create) throw readOnly();
      const input = parseInput(resource, create, request.body, false) as Record<string, unknown>;
      const result = await writer.create({ actor: session.user, ip: ip(request) }, input);
      reply.status(201);
      return result.record;
    },
  });

  app.patch(`${base}/:id`, {
    schema: {
      tags,
      summary: `Update a ${resource.label} (send its version)`,
      response: { 200: record, '4xx': errorSchema },
    },
    handler: async (request) => {
      const session = authorize(request, resource, 'edit');
      if (!update) throw readOnly();
      const input = parseInput(resource, update, request.body, true) as Record<string, unknown>;
      const find = await visibleTo(session, request);
      return (await writer.update({ actor: session.user, ip: ip(request) }, find, input)).record;
    },
  });

  app.put(`${base}/:id`, {
    schema: {
      tags,
      summary: `Replace a ${resource.label}'s editable fields (send its version)`,
      description:
        'json-server conventions: the body is the whole record, as a create has it, with its version. Omitted fields are reset to empty; status and password keep theirs. Read-only fields sent back are ignored.',
      response: { 200: record, '4xx': errorSchema },
    },
    handler: async (request) => {
      const session = authorize(request, resource, 'edit');
      if (!update) throw readOnly();
      const { input, echoed } = parseReplacement(resource, request.body);
      const find = await visibleTo(session, request);
      const findKept = async (trx: AnyDb) => {
        const row = await find(trx);
        assertFixedKept(resource, row, echoed);
        return row;
      };
      return (await writer.update({ actor: session.user, ip: ip(request) }, findKept, input))
        .record;
    },
  });

  app.delete(`${base}/:id`, {
    schema: {
      tags,
      summary: `Delete a ${resource.label}; answers the deleted record`,
      response: { 200: record, '4xx': errorSchema },
    },
    handler: async (request) => {
      const session = authorize(request, resource, 'delete');
      if (!create) throw readOnly();
      const body = parseWith(deleteBody, request.body ?? undefined);
      const find = await visibleTo(session, request);
      return (await writer.delete({ actor: session.user, ip: ip(request) }, find, body?.version))
        .record;
    },
  });
}

/**
 * The REST routes of one resource, in the json-server contract of `@refinedev/simple-rest`
 * (SPEC §7), generated from its definition. Role and record scope are checked on every route.
 */
export async function crudRoutes(
  app: FastifyInstance,
  { resource }: { resource: ResourceDefinition },
) {
  const routes = resourceRoutes(app, resource);
  readRoutes(routes);
  writeRoutes(routes);
  if (movesInBulk(resource)) bulkStatusRoute(routes);
}
