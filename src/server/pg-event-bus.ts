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

/** The connection a bus notifies and listens on, and the state of its reconnecting. */
class ListeningConnection {
  client: pg.Client | undefined;
  channel = '';
  listening = false;
  closed = false;
  private wait: number;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly options: PgEventBusOptions,
    /** Called with each envelope another process notified. */
    private readonly heard: (envelope: Envelope) => void,
    /** Called once listening again after a loss: what others changed meanwhile went unheard. */
    private readonly resumed: () => void,
  ) {
    this.wait = this.firstWait;
  }

  private get firstWait() {
    return this.options.reconnectMs ?? 500;
  }

  /** Connects, finds the schema's channel and listens on it. */
  async open(): Promise<void> {
    const next = new pg.Client({
      connectionString: this.url,
      application_name: this.options.applicationName ?? 'dashboard-events',
    });
    next.on('error', (error) => {
      this.options.log.warn({ err: error }, 'event bus connection failed');
      this.lost(next);
    });
    next.on('end', () => this.lost(next));
    next.on('notification', (message) => this.receive(message));
    await next.connect();
    const schema = (await next.query<{ schema: string }>('select current_schema() as schema'))
      .rows[0]?.schema;
    this.channel = channelOf(schema ?? 'public');
    await next.query(`listen "${this.channel}"`);
    this.client = next;
    this.listening = true;
    this.wait = this.firstWait;
  }

  private receive(message: pg.Notification) {
    if (message.channel !== this.channel || !message.payload) return;
    let envelope: unknown;
    try {
      envelope = JSON.parse(message.payload);
    } catch {
      return;
    }
    if (isEnvelope(envelope)) this.heard(envelope);
  }

  private lost(which: pg.Client) {
    if (which !== this.client) return;
    this.client = undefined;
    this.listening = false;
    which.end().catch(() => {});
    if (!this.closed) this.schedule();
  }

  /** Reconnects after `wait`, doubling it up to `maxReconnectMs` while that fails. */
  private schedule() {
    clearTimeout(this.retry);
    this.retry = setTimeout(async () => {
      try {
        await this.open();
        this.options.log.info('event bus listening again');
        this.resumed();
      } catch (error) {
        this.options.log.warn({ err: error }, 'event bus reconnect failed');
        this.wait = Math.min(this.wait * 2, this.options.maxReconnectMs ?? 10_000);
        this.schedule();
      }
    }, this.wait);
    this.retry.unref();
  }

  /** Stops reconnecting. */
  stop(): void {
    this.closed = true;
    clearTimeout(this.retry);
  }

  /** Ends the connection (after `stop`, once the last notifications are out). */
  async end(): Promise<void> {
    const last = this.client;
    this.client = undefined;
    this.listening = false;
    await last?.end().catch(() => {});
  }
}

/** The NOTIFYs of one bus, sent one at a time on its connection, so in commit order. */
class Notifications {
  private sending: Promise<unknown> = Promise.resolve();
  private queued = 0;

  constructor(
    private readonly connection: ListeningConnection,
    private readonly origin: string,
    private readonly log: PgEventBusOptions['log'],
  ) {}

  /** Notifies the other processes of `event`, after every notification before it. */
  send(event: ChangeEvent) {
    const payload = JSON.stringify({ origin: this.origin, event } satisfies Envelope);
    const unshared = !this.connection.client || Buffer.byteLength(payload) > maxPayloadBytes;
    if (unshared || this.queued >= maxQueued) {
      this.log.warn(
        { resource: event.resource, id: event.id },
        unshared ? 'change not shared with other servers' : 'event bus queue full; change dropped',
      );
      return;
    }
    this.queued++;
    this.sending = this.sending.then(async () => {
      try {
        const { client, channel } = this.connection;
        if (!client) throw new Error('event bus connection lost');
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      } catch (error) {
        this.log.warn({ err: error }, 'change not shared with other servers');
      } finally {
        this.queued--;
      }
    });
  }

  /** Settles once every notification sent so far is out (or failed). */
  sent(): Promise<unknown> {
    return this.sending;
  }
}

/**
 * Committed changes shared by every server process on one PostgreSQL database through
 * LISTEN/NOTIFY. Each process tells its own streams at once, then notifies the others over one
 * dedicated connection, which also listens. While that connection is lost, changes from other
 * processes go unheard; on reconnecting the bus reports an outside change so caches start afresh.
 */
export async function pgEventBus(url: string, options: PgEventBusOptions): Promise<EventBus> {
  const { log } = options;
  const origin = randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const connection = new ListeningConnection(
    url,
    options,
    (envelope) => {
      if (envelope.origin === origin) return;
      emitter.emit('outside');
      emitter.emit('change', envelope.event);
    },
    () => emitter.emit('outside'),
  );
  const notifications = new Notifications(connection, origin, log);

  await connection.open();

  return {
    publish(event) {
      emitter.emit('change', event);
      notifications.send(event);
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
    ready: () => connection.listening,
    async close() {
      connection.stop();
      await notifications.sent();
      await connection.end();
    },
  };
}
