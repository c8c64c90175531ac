import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { can, findResource, type Role } from '../../resources';
import { say } from '../../resources/messages';
import type { Db } from '../db/connect';
import type { AnyDb } from '../db/dialect';
import { badRequest, forbidden } from '../errors';
import { int32Max, maxPageSize, type Sort, utcInstant } from '../lists/parse';
import { idsFirstOffset, totalOf, walkedUnfiltered } from '../lists/service';
import { requireSession } from '../plugins/sessions';
import { type ReadCache, readCacheOf } from '../read-cache';
import { parseQueryWith } from '../records/input';
import { recordNames, storedIdOf, titleKey } from './activity-names';

export const activityQuery = z.strictObject({
  resource: z.string().max(40).optional(),
  recordId: z.string().max(40).optional(),
  actorId: z.coerce.number().int().positive().max(int32Max).optional(),
  action: z
    .enum(['create', 'update', 'delete', 'status', 'login', 'login_failed', 'logout', 'password'])
    .optional(),
  // Checked in `timesOf` (400, as a list's datetime filter is).
  at_gte: z.string().max(40).optional(),
  at_lte: z.string().max(40).optional(),
  _start: z.coerce.number().int().min(0).default(0),
  _end: z.coerce.number().int().min(0).optional(),
  // Checked in `sortOf` (400, as a list's sort is).
  _sort: z.string().optional(),
  _order: z.string().optional(),
});

/** Entries are listed by when they happened (their id's order): `at` is the one sort field. */
function sortOf(query: z.infer<typeof activityQuery>): Sort['order'] {
  const field = query._sort?.trim() ?? '';
  if (field !== '' && field !== 'at') throw badRequest(say('unknownSort', { field }));
  const order = query._order?.trim().toLowerCase() || 'desc';
  if (order !== 'asc' && order !== 'desc') throw badRequest(say('sortOrder'));
  return order;
}

/** The `at` bounds as the stored timestamps compare (a day stands for its start), or a 400. */
function timesOf(query: z.infer<typeof activityQuery>) {
  const bound = (field: 'at_gte' | 'at_lte') => {
    const raw = query[field];
    if (raw === undefined || raw === '') return undefined;
    const instant = utcInstant(raw);
    if (instant === undefined) throw badRequest(say('filterDateTime', { field }));
    return instant;
  };
  return { ...query, at_gte: bound('at_gte'), at_lte: bound('at_lte') };
}

/**
 * A history asks for a record by its id: a whole number, or a day for a resource named by its
 * date (stats). Anything else is no id at all.
 */
function checkRecordId(resourceName: string | undefined, recordId: string) {
  const resource = resourceName ? findResource(resourceName) : undefined;
  if (resource?.idType === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(recordId)) throw badRequest(say('recordIdDate'));
  } else if (!/^[1-9]\d{0,14}$/.test(recordId)) throw badRequest(say('recordIdWhole'));
}

export const entrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    actorId: { type: ['integer', 'null'] },
    actorName: { type: ['string', 'null'] },
    action: { type: 'string' },
    resource: { type: 'string' },
    recordId: { type: ['string', 'null'] },
    /**
     * The record's title (an order's number, a user's name); once it is deleted, the title its
     * deletion recorded.
     */
    recordTitle: { type: ['string', 'null'] },
    /** Whether the record is gone: its page no longer exists. */
    recordDeleted: { type: 'boolean' },
    changes: { type: 'object', additionalProperties: true },
    at: { type: 'string' },
    ip: { type: ['string', 'null'] },
  },
};

type ActivityQuery = z.infer<typeof activityQuery>;

/**
 * The entries `query`'s filters keep; SQLite tests the `unindexed` ones entry by entry instead
 * of reading them from an index (`+column`, see `walkedUnfiltered`).
 */
function filtered(db: AnyDb, query: ActivityQuery, unindexed?: ReadonlySet<string>) {
  let entries = db.selectFrom('activity');
  const resource = sql.ref('activity.resource');
  if (query.resource)
    entries = entries.where(
      unindexed?.has('resource') ? sql`+${resource}` : resource,
      '=',
      query.resource,
    );
  if (query.recordId) entries = entries.where('activity.recordId', '=', query.recordId);
  if (query.actorId) entries = entries.where('activity.actorId', '=', query.actorId);
  if (query.action) entries = entries.where('activity.action', '=', query.action);
  if (query.at_gte) entries = entries.where('activity.at', '>=', query.at_gte);
  if (query.at_lte) entries = entries.where('activity.at', '<=', query.at_lte);
  return entries;
}

/**
 * How many entries `query`'s filters keep. Entries are only ever added, never changed or
 * removed, so a large total counted once holds until the next entry, whose id is the largest:
 * it is kept in the read cache under that id (see `totalOf`). On PostgreSQL an entry may commit
 * after one with a larger id; the read cache's time limit bounds how long it can go uncounted.
 */
async function entriesTotal(db: AnyDb, cache: ReadCache, query: ActivityQuery) {
  const { last } = await db
    .selectFrom('activity')
    .select((eb) => eb.fn.max('activity.id').as('last'))
    .executeTakeFirstOrThrow();
  const filters = [
    query.resource,
    query.recordId,
    query.actorId,
    query.action,
    query.at_gte,
    query.at_lte,
  ];
  const total = await totalOf({
    db,
    cache,
    rows: () => filtered(db, query),
    key: JSON.stringify(['activity', ...filters, last]),
  });
  return { total, last: Number(last ?? 0) };
}

/** A role other than admin reads only the history of a record it may see, or its history would leak it. */
async function assertMayRead(db: AnyDb, role: Role, query: ActivityQuery) {
  if (role === 'admin') return;
  const resource = query.resource ? findResource(query.resource) : undefined;
  if (!resource || !query.recordId || !can(resource, role, 'show')) {
    throw forbidden(say('wholeLogAdmins'));
  }
  const scope = resource.scopes?.[role];
  // An id that cannot exist is a record nobody may see (and PostgreSQL could not compare it).
  const idValue = storedIdOf(resource, query.recordId);
  if (idValue === undefined) throw forbidden(say('recordHidden'));
  let visible = db
    .selectFrom(resource.table)
    .select(resource.idColumn)
    .where(resource.idColumn, '=', idValue);
  if (scope) visible = visible.where(scope.field, 'in', scope.values);
  if (!(await visible.executeTakeFirst())) throw forbidden(say('recordHidden'));
}

/** The page of entries `query` asks for, in `order`, with their actors' names, and the total. */
async function entriesPage(
  db: Db,
  cache: ReadCache,
  query: ActivityQuery,
  order: Sort['order'],
  limit: number,
) {
  const kysely = db.kysely as unknown as AnyDb;
  const totals = entriesTotal(kysely, cache, query);
  // SQLite reads every entry of a resource from the record index and sorts them by id; walked
  // along the ids, a page of a resource that many entries name is near. A rarer one, and a
  // record's history, keep the index: the total decides, so it comes first. PostgreSQL weighs
  // this itself, and counts beside the page.
  let unindexed: Set<string> | undefined;
  if (db.engine.walksSortIndex && query.resource && !query.recordId) {
    const { total, last } = await totals;
    const list = { sort: [{ column: 'id', order }], offset: query._start, limit };
    unindexed = walkedUnfiltered('activity', list, ['resource'], total, last);
  }
  const entries = filtered(kysely, query, unindexed);
  // A deep page's ids first, from the id's index alone, then its entries: OFFSET reads every
  // entry it steps over.
  const page =
    query._start >= idsFirstOffset
      ? kysely
          .selectFrom('activity')
          .where(
            'activity.id',
            'in',
            entries
              .select('activity.id')
              .orderBy('activity.id', order)
              .limit(limit)
              .offset(query._start),
          )
      : entries.limit(limit).offset(query._start);
  const read = page
    .leftJoin('users', 'users.id', 'activity.actorId')
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
    .orderBy('activity.id', order)
    .execute();
  const [rows, { total }] = await Promise.all([read, totals]);
  return { rows: rows as ActivityRow[], total };
}

interface ActivityRow {
  id: number;
  actorId: number | null;
  actorName: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  changes: string;
  at: string;
  ip: string | null;
}

/**
 * The activity log. Admins read all of it; anyone who may see a record reads that record's history
 * (`?resource=orders&recordId=7`), which the show pages' History tab uses.
 */
export async function activityRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as AnyDb;
  const cache = readCacheOf(app);
  app.get('/activity', {
    schema: {
      tags: ['activity'],
      summary: 'Who did what, when',
      response: { 200: { type: 'array', items: entrySchema } },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const query = timesOf(parseQueryWith(activityQuery, request.query));
      const order = sortOf(query);
      if (query.recordId) checkRecordId(query.resource, query.recordId);
      const end = query._end ?? query._start + 25;
      if (end < query._start || end - query._start > maxPageSize)
        throw badRequest(say('pageLimit', { max: maxPageSize }));
      await assertMayRead(db, session.user.role, query);
      const { rows, total } = await entriesPage(app.db, cache, query, order, end - query._start);
      const names = await recordNames(db, rows);
      reply.header('X-Total-Count', String(total));
      reply.header('Access-Control-Expose-Headers', 'X-Total-Count');
      return rows.map((entry) => {
        const name = entry.recordId
          ? names.get(titleKey(entry.resource, entry.recordId))
          : undefined;
        return {
          ...entry,
          recordTitle: name?.title ?? null,
          recordDeleted: name?.deleted ?? false,
          changes: JSON.parse(entry.changes),
        };
      });
    },
  });
}
