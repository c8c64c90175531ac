import {
  type CompiledQuery,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { postgresContains, sqliteContains } from '../lists/contains';
import { byValue } from './prepared';

/** The two engines the server runs on. */
export type Dialect = 'sqlite' | 'postgres';

/**
 * A Kysely instance or transaction over any schema: the read and write helpers take either the
 * server's connection or a transaction of it, and the tests' own tables.
 */
// biome-ignore lint/suspicious/noExplicitAny: callers pass connections over several schemas.
export type AnyDb = Kysely<any>;

/** A select over any table, as the read side builds a list's statements. */
// biome-ignore lint/suspicious/noExplicitAny: as above
export type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * What differs between SQLite and PostgreSQL, in one object per engine: the rest of the server
 * asks `db.engine` instead of comparing dialect names. Members are grouped by the side of the
 * server that asks for them.
 */
export interface Engine {
  readonly name: Dialect;

  // read side
  /** A `_like` filter: the condition that `column`'s text, case folded, holds `value`. */
  contains(column: string, value: unknown): Expression<SqlBool>;
  /** A compiled list read as it is run: PostgreSQL keeps a plan per value (`byValue`). */
  listRead<T>(query: CompiledQuery<T>): CompiledQuery<T>;
  /**
   * SQLite: a filter's column can be tested row by row (`+column`) while the sort's index is
   * walked, where the engine would otherwise read every match from the filter's index and sort.
   */
  readonly walksSortIndex: boolean;
  /**
   * PostgreSQL: what its planner does not weigh by itself: a one-value filter paired with the
   * sort in an index is asked for as a range of that index (`pinnedToIndex`), a deep page reads
   * its ids first, and a narrowed list with few matches reads them first and sorts them.
   */
  readonly steersPlanner: boolean;

  // write side
  /**
   * The selected rows, locked against other writes until the transaction ends. SQLite runs one
   * write transaction at a time and needs no lock; PostgreSQL runs them side by side at READ
   * COMMITTED, so a rule that decides on rows it read must hold them until its commit
   * (docs/deploy.md, "Concurrent writes").
   */
  forWrite<Q extends AnySelect>(query: Q): Q;
  /** The selected rows, kept from changing (others may read them too) until the transaction ends. */
  forCheck<Q extends AnySelect>(query: Q): Q;
  /**
   * Takes, until the transaction ends, the lock of a set that no one row stands for (the active
   * admins): the writes that may shrink it run one at a time, each reading the set after the one
   * before it committed.
   */
  lockSet(trx: AnyDb, set: string): Promise<void>;
  /**
   * The id the next insert into `table` would get, taken inside the writing transaction before
   * the insert, so that columns derived from it (an order's number) are written with the row.
   */
  nextId(trx: AnyDb, table: string, idColumn: string): Promise<number>;
  /** Moves `table`'s id sequence past its rows, after rows were written with explicit ids. */
  movePastIds(db: AnyDb, table: string): Promise<void>;
  /**
   * Runs `work` (migrations, the first seed) in one server process at a time: several started
   * together on an empty database would otherwise each seed it.
   */
  underStartupLock<T>(db: AnyDb, work: () => Promise<T>): Promise<T>;
  /** The schema Kysely's migration tables belong in, where a database holds several. */
  migrationSchema(db: AnyDb): Promise<string | undefined>;
  /**
   * Whether a write appends its change of the day rollups for a later fold (stats/rollup-delta.ts)
   * instead of applying it in place, which would hold the day's rows until its commit while other
   * writes wait: only where writes run side by side.
   */
  readonly appendsRollupChanges: boolean;
  /** Whose changes the live events carry: every process's on a shared database, or this one's. */
  readonly events: 'shared' | 'local';
  /** The `index`th (from 1) parameter of a statement written as text. */
  parameter(index: number): string;
  /** What names the database in a log line, without a URL's credentials. */
  describe(url: string): string;
}

const sqlite: Engine = {
  name: 'sqlite',

  // read side
  contains: sqliteContains,
  listRead: (query) => query,
  walksSortIndex: true,
  steersPlanner: false,

  // write side
  forWrite: (query) => query,
  forCheck: (query) => query,
  lockSet: async () => undefined,
  /*
   * AUTOINCREMENT: one past the largest id the table has ever used, as SQLite itself picks it;
   * inserting it moves `sqlite_sequence` on, and its writes are serial, each in its own savepoint.
   */
  async nextId(trx, table, idColumn) {
    const { rows } = await sql<{ id: number }>`select max(
        coalesce((select seq from sqlite_sequence where name = ${table}), 0),
        coalesce((select max(${sql.ref(idColumn)}) from ${sql.table(table)}), 0)
      ) + 1 as id`.execute(trx);
    return checkedId(rows[0]?.id, table);
  },
  // An explicit id moves `sqlite_sequence` on by itself.
  movePastIds: async () => undefined,
  // A SQLite file has one server process.
  underStartupLock: (_db, work) => work(),
  migrationSchema: async () => undefined,
  appendsRollupChanges: false,
  events: 'local',
  parameter: () => '?',
  describe: (url) => url,
};

/** PostgreSQL's advisory locks are per database; these keys are per schema, so tests side by side don't wait on each other. */
const schemaKey = (name: string) => sql`hashtext(current_schema() || ${`:${name}`})`;

const postgres: Engine = {
  name: 'postgres',

  // read side
  contains: postgresContains,
  listRead: byValue,
  walksSortIndex: false,
  steersPlanner: true,

  // write side
  forWrite: (query) => query.forUpdate() as typeof query,
  forCheck: (query) => query.forShare() as typeof query,
  async lockSet(trx, set) {
    await sql`select pg_advisory_xact_lock(${schemaKey(set)})`.execute(trx);
  },
  async nextId(trx, table, idColumn) {
    const { rows } = await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence(${`"${table}"`}, ${idColumn})) as id`.execute(trx);
    return checkedId(rows[0]?.id, table);
  },
  async movePastIds(db, table) {
    await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
      db,
    );
  },
  // The others wait, then find the work done.
  underStartupLock: (db, work) =>
    db.connection().execute(async (connection) => {
      const key = schemaKey('dashboard-startup');
      await sql`select pg_advisory_lock(${key})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(connection);
      }
    }),
  // Kysely looks for its bookkeeping tables in every schema; pinned to ours, databases that hold
  // several schemas (one per tenant or test) each migrate on their own.
  migrationSchema: async (db) =>
    (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema,
  appendsRollupChanges: true,
  events: 'shared',
  parameter: (index) => `$${index}`,
  describe: () => 'PostgreSQL',
};

function checkedId(value: unknown, table: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw new Error(`no next id for ${table}`);
  return id;
}

/** The engine object of a dialect, chosen once at connect. */
export const engines: Record<Dialect, Engine> = { sqlite, postgres };
