import type { CompiledQuery, Expression, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
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
}

const sqlite: Engine = {
  name: 'sqlite',
  contains: sqliteContains,
  listRead: (query) => query,
  walksSortIndex: true,
  steersPlanner: false,
};

const postgres: Engine = {
  name: 'postgres',
  contains: postgresContains,
  listRead: byValue,
  walksSortIndex: false,
  steersPlanner: true,
};

/** The engine object of a dialect, chosen once at connect. */
export const engines: Record<Dialect, Engine> = { sqlite, postgres };
