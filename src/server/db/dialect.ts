import type { Kysely } from 'kysely';

/** The two engines the server runs on. */
export type Dialect = 'sqlite' | 'postgres';

/**
 * A Kysely instance or transaction over any schema: the read and write helpers take either the
 * server's connection or a transaction of it, and the tests' own tables.
 */
// biome-ignore lint/suspicious/noExplicitAny: callers pass connections over several schemas.
export type AnyDb = Kysely<any>;

/**
 * What differs between SQLite and PostgreSQL, in one object per engine: the rest of the server
 * asks `db.engine` instead of comparing dialect names. Members are grouped by the side of the
 * server that asks for them.
 */
export interface Engine {
  readonly name: Dialect;
}

const sqlite: Engine = {
  name: 'sqlite',
};

const postgres: Engine = {
  name: 'postgres',
};

/** The engine object of a dialect, chosen once at connect. */
export const engines: Record<Dialect, Engine> = { sqlite, postgres };
