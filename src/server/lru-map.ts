/**
 * A map of at most `max` entries, the least recently used dropped first: reading or writing an
 * entry makes it the most recent, and a write past `max` drops the oldest, handed to `onDrop`.
 * What the server keeps to skip repeated work: SQLite's prepared statements, compiled list reads,
 * the names of PostgreSQL's statements planned once per connection, cached answers.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    private readonly max: number,
    private readonly onDrop?: (value: V, key: K) => void,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key`, now the most recent, if it is kept. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps `value` as the most recent, dropping the oldest entry past the limit. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size <= this.max) return;
    const [oldest] = this.entries;
    if (!oldest) return;
    this.entries.delete(oldest[0]);
    this.onDrop?.(oldest[1], oldest[0]);
  }

  /** The value kept for `key`, or the one `make` makes, kept from now on. */
  getOr(key: K, make: () => V): V {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const made = make();
    this.set(key, made);
    return made;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
