import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';

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
      [
        '--import',
        'tsx',
        'src/server/db/seed-cli.ts',
        '--orders',
        String(orders),
        '--today',
        today,
      ],
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
