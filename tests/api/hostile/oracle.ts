import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/connect';
import { foldRollupChanges } from '../../../src/server/stats/rollup-delta';
import { messageKeyBreach } from '../error-keys';

/** SPEC §8, written out by hand: every status a refusal may have, and its codes. */
export const catalogue: Record<number, readonly string[]> = {
  400: ['BAD_REQUEST'],
  401: ['UNAUTHENTICATED', 'INVALID_CREDENTIALS'],
  403: ['FORBIDDEN', 'NO_DASHBOARD_ACCESS', 'CSRF'],
  404: ['NOT_FOUND'],
  409: ['VERSION_CONFLICT', 'INVALID_TRANSITION', 'DUPLICATE', 'LAST_ADMIN', 'OUT_OF_STOCK'],
  413: ['PAYLOAD_TOO_LARGE'],
  422: ['VALIDATION_FAILED'],
  429: ['RATE_LIMITED'],
};
/** Body fields an error may carry besides statusCode, code and message (SPEC §4, §7, §8, §11). */
const errorExtras = new Set([
  'messageKey',
  'values',
  'errors',
  'errorKeys',
  'current',
  'requested',
  'allowed',
  'retryAfter',
]);

/** What must never reach a client: stack frames, driver names, paths, SQL errors. */
const leaks = [
  /(\n|\\n)\s+at\s/,
  /node_modules/,
  /SqliteError|SQLITE_[A-Z]|better-sqlite3/,
  /syntax error at or near|violates .* constraint|out of range for type|invalid input syntax/,
  /\/work\/|src\/server\//,
  /\bKysely\b|\bFastifyError\b|FST_[A-Z_]+/,
  /Maximum call stack|heap out of memory/,
];

/**
 * Why a response breaks the contract (never 5xx; every refusal JSON `{statusCode, code, message}`
 * from the catalogue, with its message's key (SPEC §11); nothing internal in it), or null when it
 * keeps it. `sent` is the request's own text, so input echoed back (e.g. an unknown filter name)
 * is not taken for a leak.
 */
export function contractBreach(response: LightMyRequestResponse, sent: string): string | null {
  const status = response.statusCode;
  if (status >= 500) return `a ${status}`;
  for (const pattern of leaks)
    if (pattern.test(response.body) && !pattern.test(sent)) return `leaks ${pattern}`;
  if (status < 400) return null;
  if (!String(response.headers['content-type']).startsWith('application/json'))
    return `a ${status} that is not JSON`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `a ${status} whose body does not parse`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'not an object';
  if (body.statusCode !== status) return `statusCode ${String(body.statusCode)} ≠ ${status}`;
  if (!catalogue[status]?.includes(String(body.code)))
    return `${status} ${String(body.code)} is not in the catalogue`;
  if (typeof body.message !== 'string' || body.message === '') return 'no message';
  const extra = Object.keys(body).filter(
    (key) => !['statusCode', 'code', 'message'].includes(key) && !errorExtras.has(key),
  );
  if (extra.length > 0) return `unexpected fields ${extra.join(', ')}`;
  if (body.errors !== undefined) {
    const errors = body.errors as Record<string, unknown>;
    if (errors === null || typeof errors !== 'object') return 'errors is not an object';
    for (const messages of Object.values(errors))
      if (!Array.isArray(messages) || !messages.every((m) => typeof m === 'string'))
        return 'errors is not field → messages';
  }
  return messageKeyBreach(body);
}

/** Every table a request could write. */
export const trackedTables = [
  'users',
  'orders',
  'packages',
  'stats',
  'dailyBreakdown',
  'statsChanges',
  'breakdownChanges',
  'activity',
  'sessions',
  'loginFailures',
  'savedViews',
  'orderNotes',
] as const;
export type TrackedTable = (typeof trackedTables)[number];
/** sessions.lastSeenAt is the idle clock, moved by any signed-in request; not data. */
const sessionColumns = ['id', 'userId', 'remember', 'createdAt', 'expiresAt'];

/**
 * Test-only triggers that count committed row changes per table. A rolled-back write rolls its
 * count back too, so a refused request that leaves a count moved wrote something: the exact
 * case is known, at the cost of one tiny read per request.
 */
export async function installChangeCounters(db: Db): Promise<void> {
  const k = db.kysely;
  await sql`create table "fuzzChanges" (tbl text primary key, n integer not null)`.execute(k);
  for (const table of trackedTables)
    await sql`insert into "fuzzChanges" (tbl, n) values (${table}, 0)`.execute(k);
  const sessionUpdate = `update of ${sessionColumns.map((c) => `"${c}"`).join(', ')}`;
  if (db.dialect === 'postgres') {
    await sql
      .raw(
        `create function fuzz_count() returns trigger language plpgsql as $$
         begin update "fuzzChanges" set n = n + 1 where tbl = TG_TABLE_NAME; return null; end $$`,
      )
      .execute(k);
    for (const table of trackedTables) {
      const events =
        table === 'sessions'
          ? `insert or delete or ${sessionUpdate}`
          : 'insert or update or delete';
      await sql
        .raw(
          `create trigger "fuzz_${table}" after ${events} on "${table}" for each row execute function fuzz_count()`,
        )
        .execute(k);
    }
    return;
  }
  for (const table of trackedTables)
    for (const event of ['insert', table === 'sessions' ? sessionUpdate : 'update', 'delete'])
      await sql
        .raw(
          `create trigger "fuzz_${table}_${event.split(' ')[0]}" after ${event} on "${table}"
           begin update "fuzzChanges" set n = n + 1 where tbl = '${table}'; end`,
        )
        .execute(k);
}

export type ChangeCounts = Record<string, number>;

/**
 * The counts after folding the rollup changes PostgreSQL writes queue, as every read of the
 * rollups does first: the server's own timer then finds none to fold before the next reading.
 */
export async function readChanges(db: Db): Promise<ChangeCounts> {
  await foldRollupChanges(db);
  const rows = await sql<{ tbl: string; n: number }>`select tbl, n from "fuzzChanges"`.execute(
    db.kysely,
  );
  return Object.fromEntries(rows.rows.map((row) => [row.tbl, Number(row.n)]));
}

/** The tables whose count moved between two readings. */
export function changedTables(before: ChangeCounts, after: ChangeCounts): string[] {
  return Object.keys(after).filter((table) => after[table] !== before[table]);
}

const orderOf: Record<TrackedTable, string[]> = {
  users: ['id'],
  orders: ['id'],
  packages: ['id'],
  stats: ['date'],
  dailyBreakdown: ['date', 'metric', 'key'],
  statsChanges: ['date', 'ordersCount', 'revenue', 'cancelledCount', 'newCustomers'],
  breakdownChanges: ['date', 'metric', 'key', 'count', 'amount'],
  activity: ['id'],
  sessions: ['id'],
  loginFailures: ['key', 'at'],
  savedViews: ['id'],
  orderNotes: ['id'],
};

/** SHA-256 over the content of every tracked table (the independent check of the counters), folded as above. */
export async function checksum(db: Db): Promise<string> {
  await foldRollupChanges(db);
  const hash = createHash('sha256');
  for (const table of trackedTables) {
    // biome-ignore lint/suspicious/noExplicitAny: every table by name
    let query = (db.kysely as any).selectFrom(table);
    query = table === 'sessions' ? query.select(sessionColumns) : query.selectAll();
    for (const column of orderOf[table]) query = query.orderBy(column);
    const rows = (await query.execute()) as Record<string, unknown>[];
    hash.update(`${table}:${JSON.stringify(rows.map((row) => Object.values(row)))}\n`);
  }
  return hash.digest('hex');
}
