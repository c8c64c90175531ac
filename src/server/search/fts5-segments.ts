import { sql } from 'kysely';
import type { AnyDb } from '../db/dialect';
import { sqliteWorker } from '../db/sqlite-worker';
import { answerOf } from '../db/ts-worker';
import { searchIndexOf } from './fts5-keys';

/**
 * The segments (b-trees) of an FTS5 index, level by level, as their ids, from its structure record
 * (row 10 of `%_data`). Layout (fts5_index.c): a 4-byte cookie, an optional version-2 marker,
 * then SQLite varints: levels, segments, write counter; per level: segments being merged,
 * segments; per segment: id, first and last leaf page, and in version 2 three more.
 */
export function segmentLevels(record: Uint8Array): number[][] {
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
  const ids: number[][] = [];
  for (let level = 0; level < levels; level++) {
    varint(); // segments being merged
    const segments = varint();
    const onLevel: number[] = [];
    for (let segment = 0; segment < segments; segment++) {
      onLevel.push(varint());
      for (let field = 1; field < (v2 ? 6 : 3); field++) varint();
    }
    ids.push(onLevel);
  }
  return ids;
}

/** `table`'s search index, its segments' ids level by level (see `segmentLevels`). */
export async function searchLevels(db: AnyDb, table: string): Promise<number[][]> {
  const { rows } = await sql<{ block: Uint8Array }>`
    select block from ${sql.table(`${searchIndexOf(table)}_data`)} where id = 10
  `.execute(db);
  const block = rows[0]?.block;
  return block ? segmentLevels(block) : [];
}

/**
 * FTS5's commands that merge the segments of `table`'s search index level by level: each level
 * holding two or more (`usermerge` 2) becomes one segment on the level above, which may carry on
 * upwards, until no level holds two. FTS5's `optimize` instead rewrites the whole index into one
 * segment, the whole index's size, for the few rows a burst of writes had added; that is
 * what this ran every time before. A merge level by level copies only the segments it meets: the
 * ones the writes added, quickly, and the large one only once the carry reaches its
 * level, which takes about twice as many merges each time. Left over: at most one segment a
 * level, about log2 of the merges since the last carry. When the carry would reach the large
 * segment (`reachesLargest`), `whole` runs `optimize`: the same rewrite, quicker than FTS5's
 * merge into it, and it lifts the result two levels.
 */
const mergeStatements = (table: string, whole: boolean) => {
  const index = searchIndexOf(table);
  if (whole) return [`insert into "${index}"("${index}") values ('optimize')`];
  return [
    `insert into "${index}"("${index}", rank) values ('usermerge', 2)`,
    `insert into "${index}"("${index}", rank) values ('merge', 2147483647)`,
  ];
};

/**
 * Whether merging `levels` (see `segmentLevels`) level by level would carry into the highest
 * level's segment, the large one: each level from the first with two or more segments, counting
 * the one a merge below adds, merges into one on the next. (FTS5 may also move a merged segment
 * down a level when it is no larger than the ones there, which stops a carry sooner, never later.)
 */
export function reachesLargest(levels: readonly (readonly number[])[]): boolean {
  const top = levels.findLastIndex((level) => level.length > 0);
  let carry = 0;
  for (let level = 0; level <= top; level++) {
    const segments = (levels[level]?.length ?? 0) + carry;
    if (level === top) return segments >= 2;
    carry = segments >= 2 ? 1 : 0;
  }
  return false;
}

/**
 * Whether `levels` (see `segmentLevels`) hold `maxSegments` or more segments, and a level with
 * two or more that a merge would join: after a merge every level holds at most one.
 */
export function worthMerging(levels: readonly (readonly number[])[], maxSegments: number): boolean {
  const segments = levels.reduce((sum, level) => sum + level.length, 0);
  return segments >= maxSegments && levels.some((level) => level.length >= 2);
}

/**
 * Merges `table`'s search index level by level, or `whole` into one segment (see
 * `mergeStatements`), inside `db`'s transaction.
 */
export async function mergeSearchIndex(db: AnyDb, table: string, whole = false): Promise<void> {
  for (const statement of mergeStatements(table, whole)) await sql.raw(statement).execute(db);
}

// A worker of its own connection: the merge holds SQLite's write lock, not the server's thread.
const mergeWorker = `
let db;
try {
  db = new Database(workerData.file);
  db.pragma('busy_timeout = 10000');
  db.pragma('synchronous = FULL');
  db.pragma('cache_size = -8192');
  const statements = workerData.statements.map((statement) => db.prepare(statement));
  db.transaction(() => {
    for (const statement of statements) statement.run();
  }).immediate();
} catch (error) {
  throw asError(error);
} finally {
  db?.close();
}
parentPort.postMessage('merged');
`;

/**
 * `mergeSearchIndex` on a worker thread with a connection of its own to the SQLite `file`.
 * Reads on the server's connection go on meanwhile (write-ahead log); its writes must wait
 * elsewhere than in SQLite's busy handler, which would hold the thread (see Db.aside).
 */
export async function mergeOnWorker(file: string, table: string, whole = false): Promise<void> {
  await answerOf(sqliteWorker(mergeWorker, { file, statements: mergeStatements(table, whole) }));
}
