import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { type SearchIndex, searchIndexes } from '../search';
import { type Dialect, type Engine, engines } from './dialect';
import { GroupCommit } from './group-commit';
import { retryingDeadlocks } from './locks';
import { preparingPool } from './prepared';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type { Dialect } from './dialect';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** What differs between the engines (`./dialect.ts`). */
  engine: Engine;
  /** The full-text index behind a list's `q` (`../search`). */
  search: SearchIndex;
  /** The SQLite file, for another connection to open; undefined in memory and on PostgreSQL. */
  file?: string;
  /** PostgreSQL: the pool behind `kysely`, for what Kysely does not speak (COPY). */
  pool?: pg.Pool;
  /** A write transaction; on SQLite, writes that arrive together share one commit. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /**
   * SQLite: runs `work` between this connection's write transactions, holding the writes that
   * come meanwhile (see GroupCommit.aside). Undefined on PostgreSQL.
   */
  aside?<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The functions the server's statements call on a SQLite connection: `fold` lowercases every
 * letter, where SQLite's `lower()` folds ASCII only, for a `_like` filter of a text beyond ASCII
 * ("ödön" for "Ödön", see `containsCondition`), as PostgreSQL's `lower()` does.
 */
export function addFunctions(sqlite: SQLite.Database): void {
  sqlite.function('fold', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
}

/** Opens the database named by a URL: `postgres://…`, or a SQLite file path (`file:` optional). */
export function connect(url: string): Db {
  if (/^postgres(ql)?:\/\//.test(url)) {
    // COUNT(*) and BIGINT come back as strings by default; our counts fit in a double.
    pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.PG_POOL_SIZE ?? 10),
    });
    // No JIT: PostgreSQL compiles a query whose estimated cost passes a threshold, which an
    // estimate made without a parameter's value can pass, and the compiling then costs more than
    // the short queries of a list page run. More work_mem than the default for a query's bitmaps,
    // sorts and hashes: the bitmap of a common value (German packages) outgrew the default and
    // kept pages instead of rows, so meeting it with another filter re-read and re-tested whole
    // pages. The pool's few connections, a few such nodes a query, stay well within a server's
    // memory. Queued before anything else the new connection runs.
    pool.on('connect', (client) => {
      client.query("set jit = off; set work_mem = '8MB'").catch(() => {});
    });
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    });
    return {
      kysely,
      dialect: 'postgres',
      engine: engines.postgres,
      search: searchIndexes.postgres,
      pool,
      // PostgreSQL already shares a WAL flush between concurrent commits.
      transaction: (work) => retryingDeadlocks(() => kysely.transaction().execute(work)),
      close: () => kysely.destroy(),
    };
  }
  const file = url.replace(/^file:/, '');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 32 MiB of pages: the kernel's file cache holds the rest, so a miss is a copy, not a read; a
  // larger cache grew the process without making lists or writes faster.
  sqlite.pragma('cache_size = -32768');
  addFunctions(sqlite);
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const group = new GroupCommit(kysely);
  return {
    kysely,
    dialect: 'sqlite',
    engine: engines.sqlite,
    search: searchIndexes.sqlite,
    file: file === ':memory:' || file === '' ? undefined : file,
    transaction: (work) => group.run(work),
    aside: (work) => group.aside(work),
    close: () => kysely.destroy(),
  };
}
