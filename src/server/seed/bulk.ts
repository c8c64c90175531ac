import { type Kysely, sql } from 'kysely';
import { grownListIndexes, searchedTables, searchGinIndex } from '../db/catalogue';
import { connect, type Db } from '../db/connect';
import { migrate } from '../db/migrate';
import { setPragmas } from '../db/pragmas';
import type { Database } from '../db/schema';
import { fillSearchIndex } from '../search/fts5-fill';
import {
  documentOf,
  fillSearchWords,
  searchLexemesOnInsertOf,
  searchWordsTriggers,
} from '../search/postgres-fill';
import { lexemesAgree } from '../search/postgres-lexemes';
import { catalogueText } from './catalogue';

/** The tables a grow writes to. */
const grown = ['users', 'orders', 'packages'];

interface Definition {
  type: 'index' | 'trigger';
  name: string;
  table: string;
  sql: string;
}

async function definitionsIn(db: Db): Promise<Definition[]> {
  const { rows } = await sql<Definition>`
    select type, name, tbl_name as "table", sql from sqlite_master
    where type in ('index', 'trigger') and sql is not null and tbl_name in (${sql.join(grown)})
    order by type, name
  `.execute(db.kysely);
  return rows;
}

/** What the migrations create, read from a scratch in-memory database. */
async function migratedDefinitions(): Promise<Definition[]> {
  const scratch = connect(':memory:');
  try {
    await migrate(scratch);
    return await definitionsIn(scratch);
  } finally {
    await scratch.close();
  }
}

/**
 * Recreates every secondary index and search trigger that is missing, whether `suspend` dropped
 * it or an interrupted grow never put it back, and refills a search index that missed rows.
 */
export async function restoreIndexes(db: Db, suspended: readonly Definition[] = []): Promise<void> {
  const present = new Set((await definitionsIn(db)).map((definition) => definition.name));
  const wanted = new Map([...(await migratedDefinitions()), ...suspended].map((d) => [d.name, d]));
  const missing = [...wanted.values()].filter((definition) => !present.has(definition.name));
  if (missing.length === 0) return;
  // Index builds sort in chunks of the page cache: small chunks sort within the CPU's caches,
  // on two threads, and merge, faster than large chunks on one thread.
  const restorePragmas = await setPragmas(db, { cache_size: '-2048', threads: '2' });
  try {
    const triggers = missing.filter((d) => d.type === 'trigger');
    for (const definition of triggers) await sql.raw(definition.sql).execute(db.kysely);
    // A search index whose triggers were missing has missed rows: refill it. Before the indexes,
    // which take both cores: a grow reads its rollups on the other meanwhile.
    const stale = new Set(triggers.map((d) => d.table));
    for (const table of searchedTables)
      if (stale.has(table)) await fillSearchIndex(db.kysely, table);
    for (const definition of missing.filter((d) => d.type === 'index'))
      await sql.raw(definition.sql).execute(db.kysely);
  } finally {
    await restorePragmas();
  }
}

/**
 * Drops the secondary indexes (unique ones stay) and search triggers of the grown tables.
 * SQLite keeps dozens of them; updating them row by row is what makes a million inserts slow,
 * while building each once at the end takes seconds. Returns how to put everything back, which
 * waits for `meanwhile` (work on other connections) before it shrinks the write-ahead log.
 */
export async function suspendIndexes(
  db: Db,
): Promise<(meanwhile?: Promise<unknown>) => Promise<void>> {
  await restoreIndexes(db);
  const suspended = await definitionsIn(db);
  for (const { type, name } of suspended) {
    await sql`drop ${sql.raw(type)} ${sql.id(name)}`.execute(db.kysely);
  }
  // WAL with NORMAL stays consistent after a crash; only the last commits could be lost.
  // Checkpointing rarely instead of every thousand pages copies a page rewritten by many batches
  // once.
  const restorePragmas = await setPragmas(db, {
    synchronous: 'normal',
    wal_autocheckpoint: '100000',
  });
  return async (meanwhile) => {
    try {
      await restoreIndexes(db, suspended);
      await meanwhile;
      // Hand the disk back: the bulk load leaves a write-ahead log of hundreds of megabytes.
      await sql`pragma wal_checkpoint(truncate)`.execute(db.kysely);
    } finally {
      await restorePragmas();
    }
  };
}

/** PostgreSQL: what a bulk grow drops and builds again, the list and GIN indexes of the grown tables. */
const bulkIndexes = () =>
  [...grownListIndexes(), ...searchedTables.map(searchGinIndex)].filter((index) =>
    grown.includes(index.table),
  );

/**
 * PostgreSQL: the foreign keys of the grown tables, named as PostgreSQL names migration 001's.
 * A bulk grow drops them: their checks took a large share of COPY's time, and adding one back
 * checks every row in one join.
 */
const bulkForeignKeys = [
  { table: 'orders', name: 'orders_customerId_fkey', column: 'customerId', references: 'users' },
  { table: 'packages', name: 'packages_orderId_fkey', column: 'orderId', references: 'orders' },
];

/** The search lexemes' trigger a bulk load turns off (see `suspendBulk`). */
const lexemesTrigger = (table: string) => [searchLexemesOnInsertOf(table)];

/**
 * What each index build of the rebuild sorts or gathers in before it writes out a run: small
 * runs stay in the CPU's caches and are merged, and with this little PostgreSQL plans no parallel
 * workers, which only add their merges where the two connections already keep both cores busy.
 * A much larger setting built the list indexes and the GIN indexes more slowly, and a smaller
 * one no faster. The words' keys sort in as little (`fillSearchWords`).
 */
const rebuildSortMemory = '16MB';

/** The names of the grown tables' GIN indexes. */
const gin = new Set(searchedTables.map((table) => searchGinIndex(table).name));

/** Builds `index` on the connection it is given. */
const buildIndex =
  (index: { sql: string }) =>
  async (connection: Kysely<Database>): Promise<void> => {
    await sql.raw(index.sql).execute(connection);
  };

/**
 * Works out the words of `table`'s rows inserted while they were not (by anything but the bulk
 * load, which sends its own), before their words are refilled from them. Looked for first: a
 * load leaves none, and an update would wait for an index being built on the table.
 */
async function parseUnparsed(
  connection: Kysely<Database>,
  table: (typeof searchedTables)[number],
): Promise<void> {
  const { rows } = await sql
    .raw(`select 1 from "${table}" where "search" is null limit 1`)
    .execute(connection);
  if (rows.length === 0) return;
  await sql
    .raw(
      `update "${table}" set "search" = "search_lexemes"(${documentOf(table, `"${table}"`)}) where "search" is null`,
    )
    .execute(connection);
}

/** PostgreSQL: the bytes on disk of each table in the connection's schema, largest first. */
export async function tableBytes(db: Db): Promise<{ name: string; bytes: number }[]> {
  const { rows } = await sql<{ name: string; bytes: string }>`
    select tablename as name, pg_table_size(format('%I.%I', schemaname, tablename)) as bytes
    from pg_tables where schemaname = current_schema() order by bytes desc, name
  `.execute(db.kysely);
  return rows.map((row) => ({ name: row.name, bytes: Number(row.bytes) }));
}

/**
 * PostgreSQL: builds every index and foreign key a bulk grow drops that is missing, refills the words of the
 * tables whose words triggers are off and turns those back on: after a bulk grow, or an
 * interrupted one. `beside` runs among them, on whichever connection is free for it, and its
 * answer is returned.
 */
export async function restoreBulk<T>(
  db: Db,
  beside?: (connection: Kysely<Database>) => Promise<T>,
): Promise<T | undefined> {
  const { rows: present } = await sql<{ name: string }>`
    select indexname as name from pg_indexes where schemaname = current_schema()
  `.execute(db.kysely);
  const missing = bulkIndexes().filter((index) => !present.some((row) => row.name === index.name));
  const { rows: keys } = await sql<{ name: string }>`
    select conname as name from pg_constraint
    where connamespace = current_schema()::regnamespace and contype = 'f'
  `.execute(db.kysely);
  const unkeyed = bulkForeignKeys.filter((key) => !keys.some((row) => row.name === key.name));
  const off = await triggersOff(db);
  const withOff = (triggersOf: (table: string) => string[]) =>
    searchedTables.filter((table) => triggersOf(table).some((name) => off.has(name)));
  const stale = withOff(searchWordsTriggers);
  const unparsed = withOff(lexemesTrigger);
  if (missing.length === 0 && stale.length === 0 && unkeyed.length === 0 && unparsed.length === 0)
    return undefined;
  // Two connections, each on a core, take the work from one queue, largest first, so that they
  // end together: with the indexes on one and the words then the year's rollups on the other,
  // one worked alone for the rollups, which take seconds on a large table, while the other core
  // idled.
  const onConnection = <R>(work: (connection: Kysely<Database>) => Promise<R>) =>
    db.kysely.connection().execute(async (connection) => {
      await sql`set maintenance_work_mem = ${sql.lit(rebuildSortMemory)}`.execute(connection);
      // Both cores are taken by the two connections: a query's parallel workers only add their
      // overhead, as reading the year's rollups showed.
      await sql`set max_parallel_workers_per_gather = 0`.execute(connection);
      try {
        return await work(connection);
      } finally {
        await sql`reset maintenance_work_mem`.execute(connection);
        await sql`reset max_parallel_workers_per_gather`.execute(connection);
      }
    });
  const bySize = (await tableBytes(db)).map((table) => table.name);
  /** `items` by the size of their tables, largest first. */
  const largestFirst = <I>(items: readonly I[], tableOf: (item: I) => string) =>
    [...items].sort((a, b) => bySize.indexOf(tableOf(a)) - bySize.indexOf(tableOf(b)));
  /** The builds of the missing GIN indexes, or of the others. */
  const builds = (ofGin: boolean) =>
    largestFirst(
      missing.filter((index) => gin.has(index.name) === ofGin),
      (index) => index.table,
    ).map(buildIndex);
  type Task = (connection: Kysely<Database>) => Promise<void>;
  let answer: T | undefined;
  const queue: Task[] = [
    // The words of a table, then their key: the largest pieces of work.
    ...largestFirst([...new Set([...unparsed, ...stale])], (table) => table).map(
      (table): Task =>
        async (connection) => {
          if (unparsed.includes(table)) await parseUnparsed(connection, table);
          if (stale.includes(table)) await fillSearchWords(connection, table);
        },
    ),
    ...builds(true),
    ...(beside
      ? [
          async (connection: Kysely<Database>) => {
            answer = await beside(connection);
          },
        ]
      : []),
    ...builds(false),
  ];
  const takeQueue = async (connection: Kysely<Database>) => {
    for (let task = queue.shift(); task; task = queue.shift()) await task(connection);
  };
  const lanes = [
    onConnection(async (connection) => {
      // Adding a foreign key locks out index builds on both its tables: first, beside the
      // words the other connection starts with.
      for (const key of unkeyed)
        await sql`alter table ${sql.table(key.table)} add constraint ${sql.id(key.name)}
          foreign key (${sql.ref(key.column)}) references ${sql.table(key.references)} ("id")`.execute(
          connection,
        );
      await takeQueue(connection);
    }),
    onConnection(takeQueue),
  ];
  // A failure empties the queue: the other connection stops after its current piece.
  await Promise.all(
    lanes.map((lane) =>
      lane.catch((error: unknown) => {
        queue.length = 0;
        throw error;
      }),
    ),
  );
  // After the builds: turning a trigger on waits for the lock an index build holds.
  await switchTriggers(db, stale, searchWordsTriggers, 'enable');
  await switchTriggers(db, unparsed, lexemesTrigger, 'enable');
  return answer;
}

/** The names of the triggers turned off in the connection's schema. */
async function triggersOff(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    select t.tgname as name from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and t.tgenabled = 'D'
  `.execute(db.kysely);
  return new Set(rows.map((row) => row.name));
}

/** Turns the triggers `triggersOf` names on `tables` on or off. */
async function switchTriggers(
  db: Db,
  tables: readonly string[],
  triggersOf: (table: string) => string[],
  to: 'enable' | 'disable',
): Promise<void> {
  for (const table of tables)
    for (const trigger of triggersOf(table))
      await sql`alter table ${sql.table(table)} ${sql.raw(to)} trigger ${sql.id(trigger)}`.execute(
        db.kysely,
      );
}

/**
 * PostgreSQL: drops the list and GIN indexes and the foreign keys of the grown tables and turns
 * the search words' triggers off for a bulk grow, which each row would otherwise update at
 * random places of large indexes, and the search lexemes' triggers where the load sends them;
 * the returned function builds them all again, once, sorted.
 */
export async function suspendBulk(
  db: Db,
): Promise<<T>(beside?: (connection: Kysely<Database>) => Promise<T>) => Promise<T | undefined>> {
  await restoreBulk(db);
  for (const index of bulkIndexes())
    await sql`drop index if exists ${sql.id(index.name)}`.execute(db.kysely);
  for (const key of bulkForeignKeys)
    await sql`alter table ${sql.table(key.table)} drop constraint if exists ${sql.id(key.name)}`.execute(
      db.kysely,
    );
  await switchTriggers(db, searchedTables, searchWordsTriggers, 'disable');
  // The load sends each row's words (see search/postgres-lexemes.ts) when they are the ones this
  // database would work out; the trigger would parse them again, a row at a time.
  if (await lexemesAgree(db, catalogueText()))
    await switchTriggers(db, searchedTables, lexemesTrigger, 'disable');
  return (beside) => restoreBulk(db, beside);
}
