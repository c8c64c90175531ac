import { createHash, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ChangeEvent, EventBus } from './plugins/events';

/** NOTIFY payloads must stay under 8,000 bytes; an event carries a handful of short fields. */
const maxPayloadBytes = 7900;
/** Notifications waiting for the connection; past this (a stalled database) they are dropped. */
const maxQueued = 10_000;

interface Envelope {
  /** The process that published it; it has already told its own listeners. */
  origin: string;
  event: ChangeEvent;
}

function isEnvelope(value: unknown): value is Envelope {
  if (!value || typeof value !== 'object') return false;
  const { origin, event } = value as Partial<Envelope>;
  return (
    typeof origin === 'string' &&
    !!event &&
    typeof event.resource === 'string' &&
    (typeof event.id === 'string' || typeof event.id === 'number') &&
    typeof event.action === 'string' &&
    typeof event.scope === 'object'
  );
}

/**
 * The channel of one schema: servers on the same schema hear each other, and schemas sharing a
 * database (tenants, test runs) do not. A hash keeps it under PostgreSQL's 63-byte identifier.
 */
function channelOf(schema: string): string {
  return `dashboard_changes_${createHash('sha256').update(schema).digest('hex').slice(0, 24)}`;
}

export interface PgEventBusOptions {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** How the listening connection shows in `pg_stat_activity`. */
  applicationName?: string;
  /** First wait before reconnecting a lost listener; doubles up to `maxReconnectMs`. */
  reconnectMs?: number;
  maxReconnectMs?: number;
}

/**
 * Committed changes shared by every server process on one PostgreSQL database through
 * LISTEN/NOTIFY. Each process tells its own streams at once, then notifies the others over one
 * dedicated connection, which also listens. While that connection is lost, changes from other
 * processes go unheard; on reconnecting the bus reports an outside change so caches start afresh.
 */
export async function pgEventBus(url: string, options: PgEventBusOptions): Promise<EventBus> {
  const { log } = options;
  const firstWait = options.reconnectMs ?? 500;
  const maxWait = options.maxReconnectMs ?? 10_000;
  const origin = randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);

  let client: pg.Client | undefined;
  let channel = '';
  let listening = false;
  let closed = false;
  let wait = firstWait;
  let retry: NodeJS.Timeout | undefined;
  // One query at a time on the connection: notifications go out in commit order.
  let sending: Promise<unknown> = Promise.resolve();
  let queued = 0;

  async function open(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      application_name: options.applicationName ?? 'dashboard-events',
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'event bus connection failed');
      lost(next);
    });
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      let envelope: unknown;
      try {
        envelope = JSON.parse(message.payload);
      } catch {
        return;
      }
      if (!isEnvelope(envelope) || envelope.origin === origin) return;
      emitter.emit('outside');
      emitter.emit('change', envelope.event);
    });
    await next.connect();
    const schema = (await next.query<{ schema: string }>('select current_schema() as schema'))
      .rows[0]?.schema;
    channel = channelOf(schema ?? 'public');
    await next.query(`listen "${channel}"`);
    client = next;
    listening = true;
    wait = firstWait;
  }

  function lost(which: pg.Client) {
    if (which !== client) return;
    client = undefined;
    listening = false;
    which.end().catch(() => {});
    if (!closed) schedule();
  }

  function schedule() {
    clearTimeout(retry);
    retry = setTimeout(async () => {
      try {
        await open();
        log.info('event bus listening again');
        // Whatever other processes changed meanwhile went unheard.
        emitter.emit('outside');
      } catch (error) {
        log.warn({ err: error }, 'event bus reconnect failed');
        wait = Math.min(wait * 2, maxWait);
        schedule();
      }
    }, wait);
    retry.unref();
  }

  await open();

  return {
    publish(event) {
      emitter.emit('change', event);
      const payload = JSON.stringify({ origin, event } satisfies Envelope);
      if (!client || Buffer.byteLength(payload) > maxPayloadBytes) {
        log.warn(
          { resource: event.resource, id: event.id },
          'change not shared with other servers',
        );
        return;
      }
      if (queued >= maxQueued) {
        log.warn(
          { resource: event.resource, id: event.id },
          'event bus queue full; change dropped',
        );
        return;
      }
      queued++;
      sending = sending.then(async () => {
        try {
          if (!client) throw new Error('event bus connection lost');
          await client.query('select pg_notify($1, $2)', [channel, payload]);
        } catch (error) {
          log.warn({ err: error }, 'change not shared with other servers');
        } finally {
          queued--;
        }
      });
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    onOutsideChange(listener) {
      emitter.on('outside', listener);
      return () => emitter.off('outside', listener);
    },
    subscribers: () => emitter.listenerCount('change'),
    ready: () => listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      await sending;
      const last = client;
      client = undefined;
      listening = false;
      await last?.end().catch(() => {});
    },
  };
}
