import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

export const benchDirectory = resolve('.bench');

export interface BenchDatabase {
  file: string;
  orders: number;
  /** The last day of the seeded year: summaries ask for ranges ending here. */
  today: string;
  /** Wall time of `npm run seed -- --orders N` on an empty file, when it was seeded. */
  seedSeconds: number;
  seededAt: string;
  /** False when an earlier run's database was reused. */
  fresh: boolean;
}

/** Whether a bench database is a PostgreSQL URL rather than a SQLite file. */
export const isPostgres = (database: string) => /^postgres(ql)?:\/\//.test(database);

/** The code the seeded data follows: migrations, the seed, the rollups it computes. */
function dataSources(): string[] {
  const under = (directory: string, keep: (name: string) => boolean) =>
    readdirSync(directory)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && keep(name))
      .sort()
      .map((name) => join(directory, name));
  return [
    ...under('src/server/db/migrations', () => true),
    ...under('src/server/db', (name) => /^(seed|random|migrate|schema)/.test(name)),
    ...under('src/server/stats', (name) => /^(rollup|breakdown|reporting)/.test(name)),
  ];
}

/** A hash of `dataSources`: when it changes, a reused database would no longer match. */
export function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of dataSources()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function runSeed(file: string, orders: number, today: string): Promise<number> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/seed/cli.ts', '--orders', String(orders), '--today', today],
      { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DATABASE_URL: file } },
    );
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0
        ? done((performance.now() - started) / 1000)
        : fail(new Error(`seed exited with ${code}`)),
    );
  });
}

/**
 * A SQLite database under `.bench/` grown to `orders` orders, reused while its size and the code
 * that made it are unchanged (`reseed` forces a new one, and so does BENCH_RESEED=1).
 */
export async function benchDatabase(orders: number, reseed = false): Promise<BenchDatabase> {
  mkdirSync(benchDirectory, { recursive: true });
  const file = join(benchDirectory, `orders-${orders}.db`);
  const metaFile = `${file}.json`;
  const code = fingerprint();
  if (!reseed && process.env.BENCH_RESEED !== '1' && existsSync(file) && existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as BenchDatabase & { code: string };
    if (meta.orders === orders && meta.code === code) return { ...meta, file, fresh: false };
  }
  for (const suffix of ['', '-wal', '-shm', '.json', '.json-server.json'])
    rmSync(`${file}${suffix}`, { force: true });
  const today = new Date().toISOString().slice(0, 10);
  console.log(`Seeding ${orders.toLocaleString('en-US')} orders into ${file} …`);
  const seedSeconds = await runSeed(file, orders, today);
  const meta = { orders, today, seedSeconds, seededAt: new Date().toISOString(), code };
  writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
  return { ...meta, file, fresh: true };
}

/** A database seeded elsewhere (e.g. to measure an older build on the same data); never reseeded. */
export function existingDatabase(file: string): BenchDatabase {
  const sqlite = new SQLite(file);
  try {
    const row = sqlite
      .prepare('select count(*) as orders, substr(max("createdAt"), 1, 10) as today from orders')
      .get() as { orders: number; today: string };
    return { file, ...row, seedSeconds: Number.NaN, seededAt: 'elsewhere', fresh: false };
  } finally {
    sqlite.close();
  }
}

/** `server` (a PostgreSQL URL) with every connection's search path set to `schema`. */
function inSchema(server: string, schema: string): string {
  const separator = server.includes('?') ? '&' : '?';
  return `${server}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/**
 * The PostgreSQL counterpart of `benchDatabase`: a schema `bench_orders_N` in the database at
 * `server`, seeded by the same `npm run seed`, reused while its size and the code that made it
 * are unchanged. Writes of earlier runs stay in it (a few thousand rows at most).
 */
export async function benchPostgres(
  server: string,
  orders: number,
  reseed = false,
): Promise<BenchDatabase> {
  mkdirSync(benchDirectory, { recursive: true });
  const schema = `bench_orders_${orders}`;
  const url = inSchema(server, schema);
  const metaFile = join(benchDirectory, `postgres-orders-${orders}.json`);
  const code = fingerprint();
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const exists =
      (
        await client.query('select 1 from information_schema.schemata where schema_name = $1', [
          schema,
        ])
      ).rowCount === 1;
    if (!reseed && process.env.BENCH_RESEED !== '1' && exists && existsSync(metaFile)) {
      const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as BenchDatabase & { code: string };
      if (meta.orders === orders && meta.code === code) return { ...meta, file: url, fresh: false };
    }
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  rmSync(metaFile, { force: true });
  const today = new Date().toISOString().slice(0, 10);
  console.log(
    `Seeding ${orders.toLocaleString('en-US')} orders into PostgreSQL schema ${schema} …`,
  );
  const seedSeconds = await runSeed(url, orders, today);
  const meta = { orders, today, seedSeconds, seededAt: new Date().toISOString(), code };
  writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
  return { ...meta, file: url, fresh: true };
}
