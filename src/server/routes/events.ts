import type { FastifyInstance } from 'fastify';
import { can, findResource } from '../../resources';
import { findSession, sessionCookie } from '../auth/sessions';
import type { ChangeEvent } from '../plugins/events';
import { requireSession } from '../plugins/sessions';

/** Whether a role may hear of a change: it must be allowed to list the resource and see the record. */
export function mayHear(role: Parameters<typeof can>[1], event: ChangeEvent): boolean {
  const resource = findResource(event.resource);
  if (!resource || !can(resource, role, 'list')) return false;
  const scope = resource.scopes?.[role];
  return !scope || scope.values.includes(String(event.scope[scope.field]));
}

/**
 * `GET /api/events`: server-sent events announcing creates, updates and deletes
 * (`{resource, id, action, at}`) to signed-in users allowed to read them.
 */
export async function eventRoutes(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get('/events', {
    schema: { tags: ['live'], summary: 'Server-sent events: resource changes for live updates' },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const token = request.cookies[sessionCookie] ?? '';
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      stream.write('retry: 3000\n\n');

      const unsubscribe = app.events.subscribe((event) => {
        if (!mayHear(session.user.role, event)) return;
        const { scope: _scope, ...visible } = event;
        stream.write(`event: change\ndata: ${JSON.stringify(visible)}\n\n`);
      });
      const heartbeat = setInterval(async () => {
        // A stream lives only as long as its session: logout or disabling ends it too.
        const alive = await findSession(app.db, token).catch(() => null);
        if (!alive) return close();
        stream.write(': heartbeat\n\n');
        // Comment lines keep proxies from closing an idle stream.
      }, app.config.eventsHeartbeatMs);
      function close() {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(close);
        if (!stream.writableEnded) stream.end();
      }
      open.add(close);
      request.raw.on('close', close);
    },
  });
}
