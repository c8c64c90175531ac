import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

export const eventsPlugin = fp(
  async (app: FastifyInstance, options: { bus?: EventBus }) => {
    app.decorate('events', options.bus ?? localEventBus());
  },
  { name: 'events' },
);
