import { sql } from 'kysely';
import type { Db } from './connect';

/** Sets SQLite connection pragmas; returns how to set them back to what they were. */
export async function setPragmas(
  db: Db,
  values: Record<string, string>,
): Promise<() => Promise<void>> {
  const before: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const { rows } = await sql<Record<string, unknown>>`pragma ${sql.raw(name)}`.execute(db.kysely);
    before[name] = String(Object.values(rows[0] ?? {})[0] ?? value);
    await sql`pragma ${sql.raw(name)} = ${sql.raw(value)}`.execute(db.kysely);
  }
  return async () => {
    for (const [name, value] of Object.entries(before)) {
      await sql`pragma ${sql.raw(name)} = ${sql.raw(value)}`.execute(db.kysely);
    }
  };
}
