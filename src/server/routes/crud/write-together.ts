import { type Compilable, type RawBuilder, sql } from 'kysely';
import type { Row } from '../../rules/types';
import type { AnyDb } from './select';

/** Rows to insert into a table beside a write. */
export interface Append {
  table: string;
  rows: Row[];
}

/** The name the write goes by in the statement; the appended rows are inserted from it. */
const written = sql.table('written');

/**
 * One appended row: inserted once for each row the write answers, so for none when the write
 * found no row. Each row is its own `insert … select`, whose parameters PostgreSQL types from
 * the columns they go into (in a `union` or `values` list it would read them as text).
 */
function appended(name: string, table: string, row: Row): RawBuilder<unknown> {
  const columns = Object.keys(row);
  return sql`${sql.id(name)} as (
    insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.id(column)))})
    select ${sql.join(columns.map((column) => sql`${row[column]}`))} from ${written}
  )`;
}

/**
 * PostgreSQL: runs `write` (an insert, update or delete that answers its row) and inserts
 * `appends` in one statement of data-modifying CTEs, which commits on its own: all of it lands
 * or none. Answers the written row, or undefined when the write found none (and nothing was
 * appended). Not for SQLite, whose CTEs only read.
 */
export async function withAppends(
  db: AnyDb,
  write: Compilable<Row>,
  appends: readonly Append[],
): Promise<Row | undefined> {
  const ctes = [sql`${written} as (${write})`];
  for (const { table, rows } of appends)
    for (const row of rows) ctes.push(appended(`appended_${ctes.length}`, table, row));
  const { rows } = await sql<Row>`with ${sql.join(ctes)} select * from ${written}`.execute(db);
  return rows[0];
}
