import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can, findResource } from '../../resources';
import { requireSession } from '../plugins/sessions';
import { parseWith } from './crud/input';
import { searchWords } from './crud/query';
import { type AnyDb, scopedSelect } from './crud/select';

const searchQuery = z.strictObject({ q: z.string().max(200, 'The search is too long') });

/** What each resource shows in a search hit. */
const hitFields: Record<string, { title: string; subtitle: string[] }> = {
  orders: { title: 'number', subtitle: ['customerName', 'city', 'status'] },
  packages: { title: 'trackingNumber', subtitle: ['orderNumber', 'city', 'status'] },
  users: { title: 'name', subtitle: ['email', 'role'] },
};
const perResource = 5;

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
          const rows = (await scopedSelect(db, app.db.dialect, resource, session.user.role, {
            filters: [],
            search: words,
          })
            .selectAll()
            .orderBy('id', 'desc')
            .limit(perResource)
            .execute()) as Record<string, unknown>[];
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
