import type { FastifyInstance } from 'fastify';
import { can, findResource } from '../../resources';
import { say } from '../../resources/messages';
import { badRequest } from '../errors';
import { searchOf } from '../lists/parse';
import { listPage } from '../lists/service';
import { requireSession } from '../plugins/sessions';
import { readCacheOf } from '../read-cache';
import { type NumberField, recordsByNumber } from '../search/numbers';

/**
 * The words of `?q=`, read as a list's `q` is (`searchOf`). A search is a query, not a form: what
 * is wrong with it is a bad request (SPEC §8), named.
 */
function searchWordsOf(query: Record<string, string | string[] | undefined>): string[] {
  const unknown = Object.keys(query).filter((key) => key !== 'q');
  if (unknown.length > 0)
    throw badRequest(say('unknownSearchParameter', { names: unknown.join(', ') }));
  if (query.q === undefined) throw badRequest(say('searchWords'));
  return searchOf(query);
}

/**
 * What each resource shows in a search hit: a title, a subtitle of its own words, and the state
 * (an enum field) apart, so that the browser shows its label in the reader's language.
 */
const hitFields: Record<
  string,
  { title: string; subtitle: string[]; state: string; number?: NumberField }
> = {
  orders: {
    title: 'number',
    subtitle: ['customerName', 'city'],
    state: 'status',
    number: { column: 'number', prefix: 'ORD-', padded: true },
  },
  packages: {
    title: 'trackingNumber',
    subtitle: ['orderNumber', 'city'],
    state: 'status',
    number: { column: 'trackingNumber', prefix: 'PKG-', padded: false },
  },
  users: { title: 'name', subtitle: ['email'], state: 'role' },
};
const perResource = 5;
const newestFirst = [
  { column: 'createdAt', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

export const hitSchema = {
  type: 'object',
  properties: {
    resource: { type: 'string' },
    id: { type: 'integer' },
    title: { type: 'string' },
    subtitle: { type: 'string' },
    state: {
      type: 'object',
      properties: { field: { type: 'string' }, value: { type: 'string' } },
    },
  },
};

/** `GET /api/search?q=`: the first few orders, packages and users that match, as the role may see them. */
export async function searchRoutes(app: FastifyInstance) {
  const cache = readCacheOf(app);
  app.get('/search', {
    schema: {
      tags: ['search'],
      summary: 'Global search over orders, packages and users',
      response: { 200: { type: 'array', items: hitSchema } },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const query = request.query as Record<string, string | string[] | undefined>;
      const words = searchWordsOf(query);
      if (words.length === 0) return [];
      const q = String(query.q);
      const groups = await Promise.all(
        Object.entries(hitFields).map(async ([name, fields]) => {
          const resource = findResource(name);
          if (!resource || !can(resource, session.user.role, 'list')) return [];
          // The newest matches, read as a list's first page is: PostgreSQL walked the ids from
          // the newest and tested each row against the search, so a customer's name, which no
          // package holds, read every package on every search.
          const [numbered, { rows: newest }] = await Promise.all([
            // What the operator types is most often a number read off a screen or a parcel: the
            // records whose number it begins come first, then the newest other matches.
            fields.number
              ? recordsByNumber(app.db, resource, session.user.role, fields.number, q, perResource)
              : [],
            listPage(
              app.db,
              resource,
              session.user.role,
              { offset: 0, limit: perResource, sort: newestFirst, filters: [], search: words },
              cache,
              // No total is shown: many matches are not counted one by one.
              'capped',
            ),
          ]);
          const ids = new Set(numbered.map((row) => row.id));
          const rows = [...numbered, ...newest.filter((row) => !ids.has(row.id))];
          return rows.slice(0, perResource).map((row) => ({
            resource: name,
            id: row.id as number,
            title: String(row[fields.title]),
            subtitle: fields.subtitle
              .map((field) => row[field])
              .filter(Boolean)
              .join(' · '),
            state: { field: fields.state, value: String(row[fields.state]) },
          }));
        }),
      );
      return groups.flat();
    },
  });
}
