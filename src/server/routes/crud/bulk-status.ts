import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ResourceDefinition } from '../../../resources';
import {
  type BulkStatusResult,
  type BulkStatusRow,
  bulkStatusMaxRows,
} from '../../../resources/bulk-status';
import { say } from '../../../resources/messages';
import { schemasOf } from '../../../resources/schemas';
import type { ActiveSession } from '../../auth/sessions';
import type { AnyDb } from '../../db/dialect';
import { AppError, errorBodySchema, forbidden } from '../../errors';
import { int32Max } from '../../lists/parse';
import { parseInput, parseWith } from '../../records/input';
import type { RecordWriter } from '../../records/writer';
import type { rulesByResource } from '../../rules';
import { authorize } from './authorize';

/** What the bulk move shares with the resource's other routes (crud/index.ts). */
export interface BulkStatusParts {
  app: FastifyInstance;
  resource: ResourceDefinition;
  writer: RecordWriter;
  rules: (typeof rulesByResource)[string] | undefined;
  record: object;
  tags: string[];
  base: string;
  findVisible(
    session: ActiveSession,
    id: string | number,
    on?: AnyDb,
  ): Promise<Record<string, unknown>>;
}

/** The body of `POST /{resource}/bulk-status`: a state of the resource and 1–500 rows. */
export function bulkStatusBody(resource: ResourceDefinition) {
  const states = Object.keys(resource.transitions ?? {}) as [string, ...string[]];
  const id =
    resource.idType === 'string'
      ? z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
      : z.number().int().min(1).max(int32Max);
  return z.strictObject({
    status: z.enum(states),
    rows: z
      .array(z.strictObject({ id, version: z.number().int().min(1) }))
      .min(1)
      .max(bulkStatusMaxRows),
  });
}

/** The refusal fields of an error body, for one row's answer. */
const refusalSchema = {
  type: 'object',
  required: ['statusCode', 'code', 'message', 'messageKey', 'values'],
  properties: Object.fromEntries(
    ['statusCode', 'code', 'message', 'messageKey', 'values'].map((name) => [
      name,
      errorBodySchema.properties[name as keyof typeof errorBodySchema.properties],
    ]),
  ),
} as const;

/** One row's answer: its moved record, or why it was refused. */
export const bulkStatusResultSchema = (record: object, id: object) => ({
  anyOf: [
    {
      type: 'object',
      required: ['id', 'ok', 'record'],
      properties: { id, ok: { type: 'boolean', const: true }, record },
    },
    {
      type: 'object',
      required: ['id', 'ok', 'error'],
      properties: { id, ok: { type: 'boolean', const: false }, error: refusalSchema },
    },
  ],
});

export const bulkStatusIdSchema = (resource: ResourceDefinition) =>
  resource.idType === 'string' ? { type: 'string' } : { type: 'integer', minimum: 1 };

/** A row's error as its answer says it; anything unexpected is logged and said as INTERNAL. */
function refusalOf(request: FastifyRequest, error: unknown) {
  if (error instanceof AppError && error.statusCode < 500) {
    const { statusCode, code, message, messageKey, values } = error;
    return { statusCode, code, message, messageKey, values };
  }
  request.log.error({ err: error, reqId: request.id }, 'bulk status row failed');
  const internal = say('internal');
  return {
    statusCode: 500,
    code: 'INTERNAL',
    message: internal.text,
    messageKey: internal.key,
    values: internal.values,
  };
}

/**
 * `POST /{resource}/bulk-status` (SPEC §11): each row moves in its own transaction through the
 * writer the single move (PATCH) uses, with its own version and rules, so one refusal keeps
 * none of the others from moving; the answer names each row's outcome in the order sent.
 */
export function bulkStatusRoute({
  app,
  resource,
  writer,
  rules,
  record,
  tags,
  base,
  findVisible,
}: BulkStatusParts) {
  const { update } = schemasOf(resource);
  const body = bulkStatusBody(resource);
  app.post(`${base}/bulk-status`, {
    schema: {
      tags,
      summary: `Move many ${resource.name} to one status, each with its version`,
      response: {
        200: { type: 'array', items: bulkStatusResultSchema(record, bulkStatusIdSchema(resource)) },
        '4xx': errorBodySchema,
      },
    },
    handler: async (request) => {
      const session = authorize(request, resource, 'edit');
      if (!update) throw forbidden(say('readOnly', { resources: resource.name }));
      const { status, rows } = parseWith(body, request.body);
      await rules?.beforeRead?.(app.db);
      const actor = { actor: session.user, ip: request.ip };
      const results: BulkStatusResult[] = [];
      // One after the other: each row's transaction sees the ones before it committed.
      for (const row of rows as BulkStatusRow[]) {
        try {
          const input = parseInput(
            resource,
            update,
            { status, version: row.version },
            true,
          ) as Record<string, unknown>;
          const find = (trx: AnyDb) => findVisible(session, row.id, trx);
          const { record: moved } = await writer.update(actor, find, input);
          results.push({ id: row.id, ok: true, record: moved });
        } catch (error) {
          results.push({ id: row.id, ok: false, error: refusalOf(request, error) });
        }
      }
      return results;
    },
  });
}
