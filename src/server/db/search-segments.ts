import { type Kysely, sql } from 'kysely';
import { searchIndexOf } from './migrations/003-search-by-creation-time';
import { sqliteWorker } from './sqlite-worker';
import { answerOf } from './ts-worker';

// biome-ignore lint/suspicious/noExplicitAny: reads any table's search index by name
type AnyDb = Kysely<any>;

/**
 * How many segments (b-trees) each level of an FTS5 index holds, from its structure record
 * (row 10 of `%_data`). Layout (fts5_index.c): a 4-byte cookie, an optional version-2 marker,
 * then SQLite varints: levels, segments, write counter; per level: segments being merged,
 * segments; per segment: id, first and last leaf page, and in version 2 three more.
 */
export function segmentsPerLevel(record: Uint8Array): number[] {
  const v2 = record[4] === 0xff && record[5] === 0 && record[6] === 0 && record[7] === 1;
  let at = v2 ? 8 : 4;
  // Big-endian groups of 7 bits, the ninth byte whole.
  const varint = () => {
    let value = 0;
    for (let index = 0; index < 9; index++) {
      const byte = record[at++];
      if (byte === undefined) throw new Error('FTS5 structure record cut short');
      if (index === 8) return value * 256 + byte;
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    return value;
  };
  const levels = varint();
  varint(); // segments in all
  varint(); // write counter
  const counts: number[] = [];
  for (let level = 0; level < levels; level++) {
    varint(); // segments being merged
    const segments = varint();
    for (let index = 0; index < segments * (v2 ? 6 : 3); index++) varint();
    counts.push(segments);
  }
  return counts;
}

/** How many segments `table`'s search index holds (1 after `optimize`). */
export async function searchSegments(db: AnyDb, table: string): Promise<number> {
  const { rows } = await sql<{ block: Uint8Array }>`
    select block from ${sql.table(`${searchIndexOf(table)}_data`)} where id = 10
  `.execute(db);
  const block = rows[0]?.block;
  return block ? segmentsPerLevel(block).reduce((sum, count) => sum + count, 0) : 0;
}

/** FTS5's command that merges `table`'s search index into one segment. */
const optimizeStatement = (table: string) => {
  const index = searchIndexOf(table);
  return `insert into "${index}"("${index}") values ('optimize')`;
};

/** Merges `table`'s search index into one segment (FTS5's `optimize`), inside `db`'s transaction. */
export async function optimizeSearchIndex(db: AnyDb, table: string): Promise<void> {
  await sql.raw(optimizeStatement(table)).execute(db);
}

// A worker of its own connection: the merge holds SQLite's write lock, not the server's thread.
const mergeWorker = `
let db;
try {
  db = new Database(workerData.file);
  db.pragma('busy_timeout = 10000');
  db.pragma('synchronous = FULL');
  db.pragma('cache_size = -8192');
  db.prepare(workerData.statement).run();
} catch (error) {
  throw asError(error);
} finally {
  db?.close();
}
parentPort.postMessage('merged');
`;

/**
 * `optimizeSearchIndex` on a worker thread with a connection of its own to the SQLite `file`.
 * Reads on the server's connection go on meanwhile (write-ahead log); its writes must wait
 * elsewhere than in SQLite's busy handler, which would hold the thread (see Db.aside).
 */
export async function optimizeOnWorker(file: string, table: string): Promise<void> {
  await answerOf(sqliteWorker(mergeWorker, { file, statement: optimizeStatement(table) }));
}
