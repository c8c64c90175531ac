import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can, findResource } from '../../resources';
import { badRequest, forbidden } from '../errors';
import { requireSession } from '../plugins/sessions';
import { parseWith } from './crud/input';
import { int32Max, maxPageSize } from './crud/query';

const activityQuery = z.strictObject({
  resource: z.string().max(40).optional(),
  recordId: z.string().max(40).optional(),
  actorId: z.coerce.number().int().positive().max(int32Max).optional(),
  action: z
    .enum(['create', 'update', 'delete', 'status', 'login', 'login_failed', 'logout', 'password'])
    .optional(),
  _start: z.coerce.number().int().min(0).default(0),
  _end: z.coerce.number().int().min(0).optional(),
  _sort: z.literal('at').optional(),
  _order: z.enum(['asc', 'desc']).optional(),
});

const entrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    actorId: { type: ['integer', 'null'] },
    actorName: { type: ['string', 'null'] },
    action: { type: 'string' },
    resource: { type: 'string' },
    recordId: { type: ['string', 'null'] },
    changes: { type: 'object', additionalProperties: true },
    at: { type: 'string' },
    ip: { type: ['string', 'null'] },
  },
};

/**
 * The activity log. Admins read all of it; anyone who may see a record reads that record's history
 * (`?resource=orders&recordId=7`), which the show pages' History tab uses.
 */
export async function activityRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  app.get('/activity', {
    schema: {
      tags: ['activity'],
      summary: 'Who did what, when',
      response: { 200: { type: 'array', items: entrySchema } },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const query = parseWith(activityQuery, request.query);
      const end = query._end ?? query._start + 25;
      if (end < query._start || end - query._start > maxPageSize)
        throw badRequest(`At most ${maxPageSize} rows per page`);
      if (session.user.role !== 'admin') {
        const resource = query.resource ? findResource(query.resource) : undefined;
        if (!resource || !query.recordId || !can(resource, session.user.role, 'show')) {
          throw forbidden('Only admins may read the whole activity log');
        }
        // The record must be visible to this role, or its history would leak it.
        const scope = resource.scopes?.[session.user.role];
        // An id that cannot exist is a record nobody may see (and PostgreSQL could not compare it).
        const wellFormed =
          resource.idType === 'integer'
            ? /^[1-9]\d{0,9}$/.test(query.recordId) && Number(query.recordId) <= int32Max
            : /^\d{4}-\d{2}-\d{2}$/.test(query.recordId);
        if (!wellFormed) throw forbidden('You may not see this record');
        const idValue = resource.idType === 'integer' ? Number(query.recordId) : query.recordId;
        // biome-ignore lint/suspicious/noExplicitAny: generic table by name
        let visible = (db as any)
          .selectFrom(resource.table)
          .select(resource.idColumn)
          .where(resource.idColumn, '=', idValue);
        if (scope) visible = visible.where(scope.field, 'in', scope.values);
        if (!(await visible.executeTakeFirst())) throw forbidden('You may not see this record');
      }
      let rows = db.selectFrom('activity').leftJoin('users', 'users.id', 'activity.actorId');
      if (query.resource) rows = rows.where('activity.resource', '=', query.resource);
      if (query.recordId) rows = rows.where('activity.recordId', '=', query.recordId);
      if (query.actorId) rows = rows.where('activity.actorId', '=', query.actorId);
      if (query.action) rows = rows.where('activity.action', '=', query.action);
      const [entries, total] = await Promise.all([
        rows
          .select([
            'activity.id',
            'activity.actorId',
            'users.name as actorName',
            'activity.action',
            'activity.resource',
            'activity.recordId',
            'activity.changes',
            'activity.at',
            'activity.ip',
          ])
          .orderBy('activity.id', query._order === 'asc' ? 'asc' : 'desc')
          .limit(end - query._start)
          .offset(query._start)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      reply.header('X-Total-Count', String(total.total));
      reply.header('Access-Control-Expose-Headers', 'X-Total-Count');
      return entries.map((entry) => ({ ...entry, changes: JSON.parse(entry.changes) }));
    },
  });
}
