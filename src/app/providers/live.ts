import type { LiveEvent, LiveProvider } from '@refinedev/core';
import { apiUrl } from './config';

/** What the server sends on `/api/events`. */
export interface ChangeMessage {
  resource: string;
  id: number | string;
  /** What names the record (an order's number). */
  title: string;
  action: 'created' | 'updated' | 'deleted';
  at: string;
}

type Listener = (message: ChangeMessage) => void;
const listeners = new Set<Listener>();
let source: EventSource | null = null;

/** One EventSource for the whole tab, opened with the first listener and closed with the last. */
function connect() {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(`${apiUrl}/events`, { withCredentials: true });
  source.addEventListener('change', (event) => {
    const message = JSON.parse((event as MessageEvent<string>).data) as ChangeMessage;
    for (const listener of listeners) listener(message);
  });
}

/** Listens to every change the server announces; returns the way to stop. */
export function onChange(listener: Listener): () => void {
  listeners.add(listener);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = null;
    }
  };
}

const typeOf = { created: 'created', updated: 'updated', deleted: 'deleted' } as const;

/** refine's liveProvider over the server-sent events of `/api/events`: lists refresh on changes. */
export const liveProvider: LiveProvider = {
  subscribe({ channel, types, callback }) {
    const resource = channel.replace(/^resources\//, '');
    return onChange((message) => {
      if (message.resource !== resource) return;
      const type = typeOf[message.action];
      if (!types.includes('*') && !types.includes(type)) return;
      const event: LiveEvent = {
        channel,
        type,
        payload: { ids: [message.id] },
        date: new Date(message.at),
      };
      callback(event);
    });
  },
  unsubscribe(subscription: () => void) {
    subscription();
  },
};
