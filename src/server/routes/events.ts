import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can, findResource, isStaff, type Role } from '../../resources';
import { say } from '../../resources/messages';
import { type ActiveSession, peekSession, sessionCookie } from '../auth/sessions';
import { AppError } from '../errors';
import type { ChangeEvent } from '../plugins/events';
import { requireSession } from '../plugins/sessions';

/** SPEC §11: live streams one session may hold open at once, counted per server process. */
export const streamsPerSession = 8;

/** Whether a role may hear of a change: it must be allowed to list the resource and see the record. */
export function mayHear(role: Parameters<typeof can>[1], event: ChangeEvent): boolean {
  const resource = findResource(event.resource);
  if (!resource || !can(resource, role, 'list')) return false;
  const scope = resource.scopes?.[role];
  return !scope || scope.values.includes(String(event.scope[scope.field]));
}

interface LiveStream {
  sessionId: string;
  userId: number;
  close(): void;
}

type UserStates = Map<number, { role: string; status: string }>;

/**
 * The role and status, as committed now, of every user with a stream open here. One read serves
 * all the events that arrive before it begins, so each event costs one query however many
 * streams hear it, and none is told under rights its user lost before it arrived.
 */
function currentUsers(app: FastifyInstance, open: Set<LiveStream>) {
  let next: Promise<UserStates> | undefined;
  async function read(): Promise<UserStates> {
    next = undefined;
    const ids = [...new Set([...open].map((stream) => stream.userId))];
    if (ids.length === 0) return new Map();
    const rows = await app.db.kysely
      .selectFrom('users')
      .select(['id', 'role', 'status'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }
  return () => {
    next ??= Promise.resolve().then(read);
    return next;
  };
}

const tooManyStreams = () =>
  new AppError(
    429,
    'RATE_LIMITED',
    say('tooManyStreams', { count: streamsPerSession }),
    undefined,
    undefined,
    // Only a stream closing frees a place; the client is asked to wait a little, not hammer.
    { 'Retry-After': '10' },
  );

/** Takes the response over from Fastify and starts it as an event stream. */
function writeStreamHead(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  reply.raw.write('retry: 3000\n\n');
  return reply.raw;
}

/** Writes the stream's head and keeps it: events its user may hear now, heartbeats, its end. */
function startStream(
  app: FastifyInstance,
  {
    request,
    reply,
    session,
  }: { request: FastifyRequest; reply: FastifyReply; session: ActiveSession },
  open: Set<LiveStream>,
  usersNow: () => Promise<UserStates>,
): void {
  const token = request.cookies[sessionCookie] ?? '';
  const raw = writeStreamHead(reply);
  let closed = false;
  const send = (text: string) => closed || raw.write(text);
  // Events go out in the order they came, each after its read of the user's current rights.
  let delivered = Promise.resolve();
  const unsubscribe = app.events.subscribe((event) => {
    const users = usersNow();
    delivered = delivered
      .then(async () => {
        const user = (await users).get(session.user.id);
        if (user?.status !== 'active' || !isStaff(user.role)) return close();
        if (!mayHear(user.role as Role, event)) return;
        const { scope: _scope, ...visible } = event;
        send(`event: change\ndata: ${JSON.stringify(visible)}\n\n`);
      })
      .catch(() => close());
  });
  // Comment lines keep proxies from closing an idle stream. A stream lives only as long as its
  // session (logout, idling, disabling end it), and a heartbeat is not activity: it only reads.
  const heartbeat = setInterval(async () => {
    const alive = await peekSession(app.db, token).catch(() => null);
    if (!alive) return close();
    send(': heartbeat\n\n');
  }, app.config.eventsHeartbeatMs);
  const stream = { sessionId: session.id, userId: session.user.id, close };
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(stream);
    if (!raw.writableEnded) raw.end();
  }
  open.add(stream);
  request.raw.on('close', close);
}

/**
 * `GET /api/events`: server-sent events announcing creates, updates and deletes
 * (`{resource, id, action, at}`) to signed-in users allowed to read them, as their role and
 * status stand at each event.
 */
export async function eventRoutes(app: FastifyInstance) {
  const open = new Set<LiveStream>();
  const usersNow = currentUsers(app, open);
  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.close();
  });

  app.get('/events', {
    schema: { tags: ['live'], summary: 'Server-sent events: resource changes for live updates' },
    handler: async (request, reply) => {
      const session = requireSession(request);
      const held = [...open].filter((stream) => stream.sessionId === session.id).length;
      // Refused rather than closing the oldest: that tab would reconnect and close another.
      if (held >= streamsPerSession) throw tooManyStreams();
      startStream(app, { request, reply, session }, open, usersNow);
    },
  });
}
