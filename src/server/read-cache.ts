import type { FastifyInstance } from 'fastify';
import { LruMap } from './lru-map';

interface Entry {
  value: unknown;
  at: number;
}

/**
 * Answers that are costly to compute and stay right until the data changes: large list totals
 * and dashboard summaries. An entry lives until the next committed write (`invalidate`) or
 * `ttlMs`, whichever comes first. Writes of other server processes invalidate it when the event
 * bus brings them; the time limit bounds how long one can go unseen if the bus is down. Concurrent requests for the same key share one computation.
 */
export class ReadCache {
  private readonly entries: LruMap<string, Entry>;

  constructor(
    private readonly ttlMs = 5000,
    maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LruMap(maxEntries);
  }

  /** Forgets everything; called after each committed write. */
  invalidate(): void {
    this.entries.clear();
  }

  /** The fresh cached value of `key`, if any. */
  peek<T>(key: string): T | Promise<T> | undefined {
    const entry = this.entries.get(key);
    return entry && this.now() - entry.at < this.ttlMs
      ? (entry.value as T | Promise<T>)
      : undefined;
  }

  /** The value of `key`, computed by `compute` unless a fresh one is cached or on its way. */
  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.peek<T>(key);
    if (cached !== undefined) return cached;
    const at = this.now();
    const pending = compute();
    this.entries.set(key, { value: pending, at });
    try {
      const value = await pending;
      // Unless a write came in meanwhile (the entry is gone), later requests read the value.
      if (this.entries.get(key)?.value === pending) this.entries.set(key, { value, at });
      return value;
    } catch (error) {
      if (this.entries.get(key)?.value === pending) this.entries.delete(key);
      throw error;
    }
  }
}

const caches = new WeakMap<object, ReadCache>();

/** The read cache of an app (one per event bus, so every route of the app shares it). */
export function readCacheOf(app: FastifyInstance): ReadCache {
  let cache = caches.get(app.events);
  if (!cache) {
    const fresh = new ReadCache(app.config.readCacheTtlMs);
    // Writes of this process invalidate as they commit; those of other processes as they arrive.
    app.events.onOutsideChange?.(() => fresh.invalidate());
    caches.set(app.events, fresh);
    cache = fresh;
  }
  return cache;
}
