import { sql } from 'kysely';
import type { Db } from './connect';

/** The value of a SQLite connection pragma, as text; undefined where it has none. */
export async function pragmaValue(db: Db, name: string): Promise<string | undefined> {
  const { rows } = await sql<Record<string, unknown>>`pragma ${sql.raw(name)}`.execute(db.kysely);
  const value = Object.values(rows[0] ?? {})[0];
  return value === undefined || value === null ? undefined : String(value);
}

/** Sets SQLite connection pragmas; returns how to set them back to what they were. */
export async function setPragmas(
  db: Db,
  values: Record<string, string>,
): Promise<() => Promise<void>> {
  const before: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    before[name] = (await pragmaValue(db, name)) ?? value;
    await sql`pragma ${sql.raw(name)} = ${sql.raw(value)}`.execute(db.kysely);
  }
  return async () => {
    for (const [name, value] of Object.entries(before)) {
      await sql`pragma ${sql.raw(name)} = ${sql.raw(value)}`.execute(db.kysely);
    }
  };
}
