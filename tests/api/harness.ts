import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Config, readConfig } from '../../src/server/config';
import { connect, type Db } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import { removeSqliteFile } from '../../src/server/db/sqlite-file';
import { seedIfEmpty } from '../../src/server/seed/seed';

export const demoPassword = 'demo-password';
export const demoEmails = {
  admin: 'admin@example.com',
  operator: 'operator@example.com',
  viewer: 'viewer@example.com',
} as const;
export type StaffRole = keyof typeof demoEmails;

/** A fixed day, so the seeded data is the same on every run. */
export const seedToday = '2026-06-30';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Signs in and returns the cookie header value. */
  login(role: StaffRole | { email: string; password: string }): Promise<string>;
  /** An API call with the CSRF header set; `cookie` signs it. */
  call(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** POSTs a new record as the user `cookie` signs in, expects it made (201) and returns it. */
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whichever fields it is about
  create(resource: string, cookie: string, payload: object): Promise<any>;
  /** The id of the seeded customer with the lowest id: someone orders can go to. */
  firstCustomerId(): Promise<number>;
  close(): Promise<void>;
}

/**
 * A fresh database: a SQLite temp file, or, when TEST_DATABASE_URL names a PostgreSQL server, a
 * new schema there (dropped on close).
 */
export async function freshDatabase(): Promise<{ url: string; dispose(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const schema = `test_${randomUUID().replace(/-/g, '')}`;
    const admin = connect(server);
    await sql.raw(`create schema "${schema}"`).execute(admin.kysely);
    await admin.close();
    const separator = server.includes('?') ? '&' : '?';
    return {
      url: `${server}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      async dispose() {
        const cleanup = connect(server);
        await sql.raw(`drop schema "${schema}" cascade`).execute(cleanup.kysely);
        await cleanup.close();
      },
    };
  }
  const file = join(tmpdir(), `dashboard-test-${randomUUID()}.db`);
  return {
    url: file,
    async dispose() {
      removeSqliteFile(file);
    },
  };
}

/** A fresh database with a small deterministic seed, and the app over it. */
export async function startApp(
  overrides: Partial<Config> = {},
  size = { customers: 40, orders: 240 },
): Promise<TestApp> {
  const fresh = await freshDatabase();
  const file = fresh.url;
  const db = connect(file);
  await migrate(db);
  await seedIfEmpty(db, { production: false, demoPassword, today: seedToday, size });
  const config = {
    ...readConfig({ NODE_ENV: 'test', DATABASE_URL: file }),
    loginRequestsPerMinute: 10_000,
    ...overrides,
  };
  const app = await buildApp(config, { db, logger: false });
  await app.ready();

  const call: TestApp['call'] = ({ cookie, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}), ...headers },
    });

  return {
    app,
    db,
    config,
    call,
    async login(who) {
      const credentials =
        typeof who === 'string' ? { email: demoEmails[who], password: demoPassword } : who;
      const response = await call({ method: 'POST', url: '/api/auth/login', payload: credentials });
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((entry) => entry.name === 'sid');
      if (!cookie) throw new Error('no session cookie');
      return `sid=${cookie.value}`;
    },
    async create(resource, cookie, payload) {
      const response = await call({ method: 'POST', url: `/api/${resource}`, cookie, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    async firstCustomerId() {
      const customer = await db.kysely
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'customer')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return customer.id;
    },
    async close() {
      await app.close();
      await db.close();
      await fresh.dispose();
    },
  };
}
