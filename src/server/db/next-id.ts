import { type Kysely, sql } from 'kysely';
import type { Dialect } from './connect';

/**
 * The id the next insert into `table` would get, taken inside the writing transaction before
 * the insert, so that columns derived from it (an order's number) are written with the row
 * instead of by an update after it. PostgreSQL: the serial's sequence. SQLite (AUTOINCREMENT):
 * one past the largest id the table has ever used, as SQLite itself picks it; inserting it moves
 * `sqlite_sequence` on, and its writes are serial, each in its own savepoint.
 */
export async function nextId(
  // biome-ignore lint/suspicious/noExplicitAny: any resource's table
  db: Kysely<any>,
  dialect: Dialect,
  table: string,
  idColumn: string,
): Promise<number> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{
          id: number;
        }>`select nextval(pg_get_serial_sequence(${`"${table}"`}, ${idColumn})) as id`.execute(db)
      : await sql<{ id: number }>`select max(
            coalesce((select seq from sqlite_sequence where name = ${table}), 0),
            coalesce((select max(${sql.ref(idColumn)}) from ${sql.table(table)}), 0)
          ) + 1 as id`.execute(db);
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error(`no next id for ${table}`);
  return id;
}
