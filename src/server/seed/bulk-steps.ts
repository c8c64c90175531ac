import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/connect';
import type { Dialect } from '../db/dialect';
import type { Database } from '../db/schema';
import { type DayRollups, daysToToday, rollupsOf } from '../stats/rollup';
import { restoreBulk, restoreIndexes, suspendBulk, suspendIndexes, tableBytes } from './bulk';
import { rollupsOnWorker } from './rollups';

/**
 * Rebuilds what `suspend` dropped and, once the grow's rows are in (`withRollups`), answers the
 * year's rollups read beside the rebuild; undefined without an answer (a failed read), when the
 * caller recomputes them in place, as a small grow does.
 */
export type ResumeBulk = (withRollups: boolean) => Promise<DayRollups | undefined>;

/**
 * What a bulk load does on each engine: what it drops to rebuild once at its end, and how it
 * refreshes the planner's statistics after. The seed's own table of engine differences: they are
 * the seed's steps, which the server's `db.engine` does not know of.
 */
interface BulkSteps {
  /** Before a seed run: repairs what an interrupted bulk grow left without its indexes. */
  repair(db: Db): Promise<void>;
  /** Before a grow too small for the bulk path: heals what an interrupted bulk grow left. */
  heal(db: Db): Promise<void>;
  /** Drops what a bulk grow rebuilds once at its end. */
  suspend(db: Db, today: string): Promise<ResumeBulk>;
  /** Fresh planner statistics after a load, without which list plans go wrong. */
  refreshStatistics(db: Db): Promise<void>;
}

/*
 * Reading a year's rollups takes seconds on a large table, so the resume reads them beside the
 * rebuild: on SQLite on a worker thread's connection to the file, on PostgreSQL on the
 * connection that refills the search words, once they are in.
 */

const sqliteSteps: BulkSteps = {
  repair: (db) => restoreIndexes(db),
  heal: (db) => restoreIndexes(db),
  async suspend(db, today) {
    const restore = await suspendIndexes(db);
    return async (withRollups) => {
      const rollups =
        withRollups && db.file
          ? rollupsOnWorker(db.file, today).catch(() => undefined)
          : Promise.resolve(undefined);
      await restore(rollups);
      return rollups;
    };
  },
  // Without statistics SQLite answers a status tab with an amount range, newest first, by sorting
  // every match instead of walking an index.
  refreshStatistics: async (db) => {
    await sql`analyze`.execute(db.kysely);
  },
};

const postgresSteps: BulkSteps = {
  // The next grow heals it: `heal` and `suspend` both restore first.
  repair: async () => undefined,
  heal: async (db) => {
    await restoreBulk(db);
  },
  async suspend(db, today) {
    const restore = await suspendBulk(db);
    const readRollups = (on: Kysely<Database>) =>
      daysToToday(on, today)
        .then((days) => rollupsOf(on, days))
        .catch(() => undefined);
    return (withRollups) => restore(withRollups ? readRollups : undefined);
  },
  // A vacuum too: it sets the visibility map, so a filtered count can read its index alone, and
  // merges GIN's pending list, which a search would otherwise scan.
  refreshStatistics: (db) => vacuumSchema(db),
};

/** The bulk-load steps of each engine. */
export const bulkSteps: Record<Dialect, BulkSteps> = {
  sqlite: sqliteSteps,
  postgres: postgresSteps,
};

/**
 * PostgreSQL: `vacuum analyze` of the tables in the connection's schema, on two connections, the
 * tables shared out by size, largest first: one statement walked the tables one after another on
 * one core while the other stayed idle, at the very end of a bulk grow. Without a list it takes
 * every table of the database, other schemas too, such as a large one beside a fresh one.
 */
async function vacuumSchema(db: Db): Promise<void> {
  const lanes = vacuumLanes(await tableBytes(db));
  await Promise.all(
    lanes.map((names) =>
      db.kysely
        .connection()
        .execute((connection) =>
          sql`vacuum analyze ${sql.join(names.map((name) => sql.table(name)))}`.execute(connection),
        ),
    ),
  );
}

/** Tables (largest first) shared out over two lanes of about equal bytes; empty lanes left out. */
export function vacuumLanes(tables: readonly { name: string; bytes: number }[]): string[][] {
  const lanes = [
    { bytes: 0, names: [] as string[] },
    { bytes: 0, names: [] as string[] },
  ];
  for (const table of tables) {
    const [lighter] = [...lanes].sort((a, b) => a.bytes - b.bytes);
    if (!lighter) break;
    lighter.names.push(table.name);
    lighter.bytes += table.bytes;
  }
  return lanes.filter((lane) => lane.names.length > 0).map((lane) => lane.names);
}
