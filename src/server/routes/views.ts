import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { permissionsOf } from '../../resources';
import { recordIdOf } from '../../resources/common';
import { say } from '../../resources/messages';
import { savedViewCreate, savedViewUpdate, viewableLists } from '../../resources/saved-views';
import { forbidden, notFound } from '../errors';
import { requireSession } from '../plugins/sessions';
import { parseQueryWith, parseWith } from '../records/input';
import { SavedViews } from '../views/saved-views';

const listQuery = z.strictObject({ resource: z.enum(viewableLists).optional() });
const removal = z.strictObject({ version: z.number().int().min(1).optional() }).optional();

/** A view's id from the path; anything else is no view (404), as another user's view is. */
function viewId(raw: string): number {
  const id = recordIdOf(raw);
  if (id === undefined) throw notFound(say('noSuch', { resource: 'view' }));
  return id;
}

/**
 * `GET/POST/PATCH/DELETE /api/views` (SPEC §11): the signed-in user's saved views of the lists
 * their role may read. Nobody sees or changes another user's views.
 */
export async function viewRoutes(app: FastifyInstance) {
  const views = new SavedViews(app.db);
  const mayList = (role: Parameters<typeof permissionsOf>[0], resource: string) =>
    permissionsOf(role)[resource]?.list === true;

  app.get(
    '/views',
    { schema: { tags: ['views'], summary: "The user's saved views" } },
    async (request, reply) => {
      const { user } = requireSession(request);
      const query = parseQueryWith(listQuery, request.query);
      const kept = await views.list(user.id, query.resource);
      const visible = kept.filter((view) => mayList(user.role, view.resource));
      reply.header('X-Total-Count', String(visible.length));
      reply.header('Access-Control-Expose-Headers', 'X-Total-Count');
      return visible;
    },
  );

  app.get<{ Params: { id: string } }>(
    '/views/:id',
    { schema: { tags: ['views'], summary: 'One saved view' } },
    async (request) => {
      const { user } = requireSession(request);
      return views.one(user.id, viewId(request.params.id));
    },
  );

  app.post(
    '/views',
    { schema: { tags: ['views'], summary: 'Save a view' } },
    async (request, reply) => {
      const { user } = requireSession(request);
      const input = parseWith(savedViewCreate, request.body);
      if (!mayList(user.role, input.resource)) throw forbidden();
      reply.code(201);
      return views.create(user.id, input);
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/views/:id',
    { schema: { tags: ['views'], summary: 'Rename a saved view or change its query' } },
    async (request) => {
      const { user } = requireSession(request);
      const id = viewId(request.params.id);
      return views.update(user.id, id, parseWith(savedViewUpdate, request.body));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/views/:id',
    { schema: { tags: ['views'], summary: 'Delete a saved view' } },
    async (request) => {
      const { user } = requireSession(request);
      const id = viewId(request.params.id);
      const body = parseWith(removal, request.body ?? undefined);
      return views.remove(user.id, id, body?.version);
    },
  );
}
