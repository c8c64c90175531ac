import { sql } from 'kysely';
import { type SearchedTable, searchColumns } from '../db/catalogue';
import type { AnyDb } from '../db/dialect';
import { fts5KeyOf, searchIndexOf } from './fts5-keys';

/** Sets FTS5 options of `table`'s search index (`automerge`, `crisismerge`): the index keeps them. */
async function setSearchOptions(db: AnyDb, table: string, options: Record<string, number>) {
  const fts = searchIndexOf(table);
  for (const [option, value] of Object.entries(options))
    await sql
      .raw(`INSERT INTO "${fts}"("${fts}", rank) VALUES ('${option}', ${value})`)
      .execute(db);
}

/**
 * SQLite: refills the search index of `table` from its rows, as migration 003 first filled it. In
 * key order, as FTS5 writes a segment whenever a rowid is not larger than the last; not merging
 * while filling, then once into one segment, which a walk from the newest end reads fastest.
 * Afterwards the writes merge it by FTS5's crisis merge only (migration 014).
 */
export async function fillSearchIndex(db: AnyDb, table: SearchedTable): Promise<void> {
  const fts = searchIndexOf(table);
  const columns = searchColumns[table].map((column) => `"${column}"`).join(', ');
  await sql.raw(`INSERT INTO "${fts}"("${fts}") VALUES ('delete-all')`).execute(db);
  await setSearchOptions(db, table, { automerge: 0, crisismerge: 1000 });
  await sql
    .raw(
      `INSERT INTO "${fts}"(rowid, ${columns}) SELECT ${fts5KeyOf(`"${table}"`)} AS key, ${columns} FROM "${table}" ORDER BY key`,
    )
    .execute(db);
  await sql.raw(`INSERT INTO "${fts}"("${fts}") VALUES ('optimize')`).execute(db);
  await setSearchOptions(db, table, { automerge: 0, crisismerge: 16 });
}
