import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can, findResource } from '../../resources';
import { requireSession } from '../plugins/sessions';
import { readCacheOf } from '../read-cache';
import { parseWith } from './crud/input';
import { searchWords } from './crud/query';
import { type AnyDb, selectPage } from './crud/select';

const searchQuery = z.strictObject({ q: z.string().max(200, 'The search is too long') });

/** What each resource shows in a search hit. */
const hitFields: Record<string, { title: string; subtitle: string[] }> = {
  orders: { title: 'number', subtitle: ['customerName', 'city', 'status'] },
  packages: { title: 'trackingNumber', subtitle: ['orderNumber', 'city', 'status'] },
  users: { title: 'name', subtitle: ['email', 'role'] },
};
const perResource = 5;
const newestFirst = [
  { column: 'createdAt', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

const hitSchema = {
  type: 'object',
  properties: {
    resource: { type: 'string' },
    id: { type: 'integer' },
    title: { type: 'string' },
    subtitle: { type: 'string' },
  },
};

/** `GET /api/search?q=`: the first few orders, packages and users that match, as the role may see them. */
export async function searchRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as AnyDb;
  const cache = readCacheOf(app);
  app.get('/search', {
    schema: {
      tags: ['search'],
      summary: 'Global search over orders, packages and users',
      response: { 200: { type: 'array', items: hitSchema } },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const words = searchWords(parseWith(searchQuery, request.query).q);
      if (words.length === 0) return [];
      const groups = await Promise.all(
        Object.entries(hitFields).map(async ([name, fields]) => {
          const resource = findResource(name);
          if (!resource || !can(resource, session.user.role, 'list')) return [];
          // The newest matches, read as a list's first page is: PostgreSQL walked the ids from
          // the newest and tested each row against the search, so a customer's name, which no
          // package holds, read all 1.2 million packages (650 ms of every search).
          const { rows } = await selectPage(
            db,
            app.db.dialect,
            resource,
            session.user.role,
            { offset: 0, limit: perResource, sort: newestFirst, filters: [], search: words },
            cache,
          );
          return rows.map((row) => ({
            resource: name,
            id: row.id as number,
            title: String(row[fields.title]),
            subtitle: fields.subtitle
              .map((field) => row[field])
              .filter(Boolean)
              .join(' · '),
          }));
        }),
      );
      return groups.flat();
    },
  });
}
