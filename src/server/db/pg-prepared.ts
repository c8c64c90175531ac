import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * How many query texts get a name. Each named text is parsed once per connection and kept there
 * by PostgreSQL; the app asks a few dozen shapes, and a client inventing shapes (filters in every
 * combination, id lists of every length) only fills the names up: later texts run unnamed, as
 * every query did before.
 */
const maxNamed = 200;
/**
 * Texts that take a name: with values (a request's shapes; not the migrations' DDL nor `begin`),
 * and short (not the seed's 500-row inserts, whose parsed trees would stay on every connection).
 */
const nameable = (text: string, parameters: ReadonlyArray<unknown>) =>
  parameters.length > 0 && text.length <= 4000;

/** PostgreSQL's "cached plan must not change result type": a `select *` after a migration. */
const resultTypeChanged = (error: unknown) =>
  (error as { code?: unknown })?.code === '0A000' &&
  /cached plan must not change result type/.test(String((error as Error).message));

/**
 * A pool whose clients run each query text as a named prepared statement, so PostgreSQL parses
 * and analyses it once per connection instead of on every request. Plans stay custom, made for
 * each request's values (`plan_cache_mode`), so a skewed column (one status in a thousand orders)
 * is planned as before. pgbench on 2 cores, 4 clients, custom plans: the page query at a million
 * orders 11,700 → 20,300 per second, the session lookup 12,600 → 16,200 (BENCHMARKS.md).
 */
export class PreparingPool implements PostgresPool {
  private readonly names = new Map<string, string>();

  constructor(private readonly pool: pg.Pool) {
    pool.on('connect', (client) => {
      // Queued before anything the pool's borrower sends; a failure ends that connection.
      client.query('SET plan_cache_mode = force_custom_plan').catch(() => client.end());
    });
  }

  /** The statement name of `text`, when it has or may take one. */
  nameOf(text: string, parameters: ReadonlyArray<unknown>): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < maxNamed && nameable(text, parameters)) {
      name = `q${this.names.size}`;
      this.names.set(text, name);
    }
    return name;
  }

  async connect(): Promise<PostgresPoolClient> {
    return new PreparingClient(await this.pool.connect(), this);
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

class PreparingClient implements PostgresPoolClient {
  /** Names this connection must not use again (its statement went stale). */
  private readonly stale = new Set<string>();

  constructor(
    private readonly client: pg.PoolClient,
    private readonly pool: PreparingPool,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string')
      return this.client.query(sqlOrCursor as never) as unknown as PostgresCursor<R>;
    return this.run<R>(sqlOrCursor, parameters ?? []);
  }

  private async run<R>(
    text: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> {
    const values = [...parameters];
    const name = this.pool.nameOf(text, parameters);
    if (name === undefined || this.stale.has(name))
      return this.client.query(text, values) as unknown as PostgresQueryResult<R>;
    try {
      return (await this.client.query({ name, text, values })) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      // A migration changed a table under a prepared `select *`: this connection asks that text
      // unnamed from now on. Outside a transaction the retry answers; inside one it fails, as
      // the transaction has already failed, and the caller's write is rolled back whole.
      if (!resultTypeChanged(error)) throw error;
      this.stale.add(name);
      return this.client.query(text, values) as unknown as PostgresQueryResult<R>;
    }
  }

  release(): void {
    this.client.release();
  }
}
