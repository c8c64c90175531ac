import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { connect } from '../../src/server/db/connect';
import { removeSqliteFile } from '../../src/server/db/sqlite-file';
import { buildServer, serverArgs } from '../build-server.mjs';

/** Ports 3200–3299 are this suite's; the demo server on 3100 is someone else's. */
export const stressPort = (offset: number) => 3200 + offset;

export const demoPassword = 'demo-password';
export const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

export interface Server {
  url: string;
  child: ChildProcess;
  /** Resident set size of the server process, in MiB (Linux /proc). */
  rss(): number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the production bundle on `port` over `database` and waits until /api/health answers. */
export async function startServer(port: number, database: string): Promise<Server> {
  await buildServer();
  const child = spawn(process.execPath, serverArgs, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      LOG_LEVEL: 'error',
      WEB_ROOT: join(tmpdir(), 'no-web-app'),
      LOGIN_REQUESTS_PER_MINUTE: '100000',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (attempt === 599) throw new Error(`server on ${port} did not start: ${stderr}`);
  }
  return {
    url,
    child,
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Signs in over HTTP and returns the cookie header. */
export async function signIn(url: string, email: string, password = demoPassword): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0] as string;
}

export function removeDatabase(file: string) {
  removeSqliteFile(file);
}

/** A seeded database to copy from, made once per run (the seed takes a few seconds). */
export const templateFile = join(tmpdir(), `stress-template-${process.pid}.db`);
export async function seededTemplate(): Promise<string> {
  const file = templateFile;
  if (existsSync(file)) return file;
  const server = await startServer(stressPort(0), file);
  await server.stop('SIGTERM');
  return file;
}

export function copyDatabase(template: string, name: string): string {
  const file = join(tmpdir(), `stress-${name}-${process.pid}.db`);
  removeDatabase(file);
  for (const suffix of ['', '-wal'])
    if (existsSync(template + suffix)) copyFileSync(template + suffix, file + suffix);
  return file;
}

/** A customer id and a valid new-order body for it. */
export function orderBody(customerId: number, note: string) {
  return {
    customerId,
    items: [{ sku: 'STRESS-1', name: 'Stress mug', quantity: 2, unitPrice: 1250 }],
    currency: 'EUR',
    street: '1 Load Street',
    city: 'Berlin',
    postalCode: '10115',
    country: 'DE',
    note,
  };
}

/** Where the parts run: SQLite files (the default), or schemas of a PostgreSQL server. */
export const engine: { name: 'sqlite' | 'postgres'; server?: string } = { name: 'sqlite' };

/** A database for one part, and how to remove it. */
export interface PartDatabase {
  url: string;
  dispose(): Promise<void>;
}

/**
 * A seeded database for one part: on SQLite a copy of the template file; on PostgreSQL a new
 * schema (named in the URL's search_path, as tests/api/harness.ts does), seeded by a first start.
 */
export async function partDatabase(name: string): Promise<PartDatabase> {
  const server = engine.server;
  if (engine.name === 'sqlite' || !server) {
    const file = copyDatabase(await seededTemplate(), name);
    return { url: file, dispose: async () => removeDatabase(file) };
  }
  const schema = `stress_${name}_${process.pid}`;
  const admin = connect(server);
  await sql.raw(`drop schema if exists "${schema}" cascade`).execute(admin.kysely);
  await sql.raw(`create schema "${schema}"`).execute(admin.kysely);
  await admin.close();
  const separator = server.includes('?') ? '&' : '?';
  const url = `${server}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const seeding = await startServer(stressPort(0), url);
  await seeding.stop('SIGTERM');
  return {
    url,
    async dispose() {
      const cleanup = connect(server);
      await sql.raw(`drop schema "${schema}" cascade`).execute(cleanup.kysely);
      await cleanup.close();
    },
  };
}
