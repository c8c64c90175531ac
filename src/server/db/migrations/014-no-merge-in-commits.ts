import type { Kysely } from 'kysely';
import { searchedTables } from './001-initial';
import { writeMerging } from './003-search-by-creation-time';
import type { Dialect } from './types';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/**
 * SQLite: FTS5 no longer merges a search index's segments inside the commits of the server's
 * writes (`automerge` 0); plugins/search-upkeep.ts merges them on a worker thread at the first
 * quiet second. Its automerge did 64 pages of merging per level of the index for every 64 pages
 * a commit wrote, on the server's one thread: at a million orders (bench:api, 10 connections,
 * an AMD EPYC machine, 2026-12-01) PATCH p99 was 23.9–25.8 ms in four runs, against 8.6–11.8 ms
 * in five without it. Commits of four note edits each, 6,000 on a copy of the database
 * (a scratch script): p99 17.5 → 11.7 ms, all of them 7.8 → 5.1 s.
 * FTS5's crisis merge stays (a level's 16 segments merged into one, inside the commit that
 * writes the 16th): without it sustained writes would split an index without bound. It is what
 * now and then merges into the large segment inside a commit (1.2–1.8 s in that script; 2.3 s
 * with automerge), as before. What it costs: sustained writes leave more segments until that
 * quiet second (after bench:api's PATCH and create shapes, 46 against 10), and searches meanwhile
 * answer at about half speed (customer name 1,324 against 2,817 req/s).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') return;
  for (const table of searchedTables) await writeMerging(db, table);
}
