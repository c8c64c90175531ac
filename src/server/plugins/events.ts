import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pgEventBus } from '../pg-event-bus';

/** A committed change, as live clients hear of it (SPEC §7 `/api/events`). */
export interface ChangeEvent {
  resource: string;
  id: string | number;
  /** What names the record in the UI (an order's number), for notifications. */
  title: string;
  action: 'created' | 'updated' | 'deleted';
  at: string;
  /** Values of the fields record scopes look at (e.g. a user's role); never sent to clients. */
  scope: Record<string, unknown>;
}

export interface EventBus {
  publish(event: ChangeEvent): void;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  /** How many listeners are attached (open streams), for tests and metrics. */
  subscribers(): number;
  /**
   * Calls `listener` when another process committed a change, or changes from others may have
   * been missed (a lost connection): what this process cached may be stale.
   */
  onOutsideChange?(listener: () => void): () => void;
  /** False while the bus cannot hear other processes (readiness). */
  ready?(): boolean;
  close?(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** In-process fan-out of committed changes to the live streams of this server. */
export function localEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => emitter.emit('change', event),
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    subscribers: () => emitter.listenerCount('change'),
  };
}

/**
 * `app.events`: the bus given (tests), or one chosen by the database: PostgreSQL's LISTEN/NOTIFY,
 * which every server process on the database shares, or this process alone on SQLite.
 */
export const eventsPlugin = fp(
  async (app: FastifyInstance, options: { bus?: EventBus }) => {
    const bus =
      options.bus ??
      (app.db.engine.events === 'shared'
        ? await pgEventBus(app.config.databaseUrl, { log: app.log })
        : localEventBus());
    app.decorate('events', bus);
    if (!options.bus) app.addHook('onClose', async () => bus.close?.());
  },
  { name: 'events', dependencies: ['db'] },
);
