import { createHash, randomBytes } from 'node:crypto';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Role } from '../../resources';
import type { Db } from '../db/connect';
import { prepared } from '../db/prepared';
import type { Database } from '../db/schema';

export const sessionCookie = 'sid';

/** SPEC §6 / §9: idle and absolute lifetimes, in milliseconds. */
export const sessionLifetimes = {
  normal: { idle: 30 * 60_000, absolute: 12 * 3_600_000 },
  remember: { idle: 8 * 3_600_000, absolute: 7 * 24 * 3_600_000 },
} as const;

/** lastSeenAt is written at most this often, so reads stay reads. */
const touchEvery = 60_000;

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
}

export interface ActiveSession {
  id: string;
  user: SessionUser;
}

/** The stored key of a cookie token: a leaked sessions table opens nothing. */
export const sessionKey = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session with a fresh 256-bit token and returns the token for the cookie. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  remember: boolean,
  now = Date.now(),
) {
  const token = randomBytes(32).toString('base64url');
  const lifetime = remember ? sessionLifetimes.remember : sessionLifetimes.normal;
  const iso = new Date(now).toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: sessionKey(token),
      userId,
      remember: remember ? 1 : 0,
      createdAt: iso,
      lastSeenAt: iso,
      expiresAt: new Date(now + lifetime.absolute).toISOString(),
    })
    .execute();
  return { token, maxAge: Math.floor(lifetime.absolute / 1000) };
}

function sessionQuery(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as sessionId',
      'sessions.remember',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'users.status',
      'users.phone',
    ])
    .where('sessions.id', '=', id);
}
type SessionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirst']>>
>;

const compiledLookups = new WeakMap<Kysely<Database>, CompiledQuery<SessionRow>>();

/**
 * The session row of a key. Every request runs it, so it is compiled once per database and
 * run with the key as its one parameter instead of being built anew, and on PostgreSQL it is
 * planned once per connection (a primary-key lookup: one plan serves every key).
 */
async function sessionLookup(db: Kysely<Database>, id: string): Promise<SessionRow | undefined> {
  let compiled = compiledLookups.get(db);
  if (!compiled) {
    compiled = prepared(sessionQuery(db, '').compile() as CompiledQuery<SessionRow>);
    compiledLookups.set(db, compiled);
  }
  const { rows } = await db.executeQuery<SessionRow>({ ...compiled, parameters: [id] });
  return rows[0];
}

/** Whether a stored session may still be used: not expired, not idle, its user active staff. */
function isLive(row: SessionRow, now: number): boolean {
  const lifetime = row.remember ? sessionLifetimes.remember : sessionLifetimes.normal;
  const expired =
    now >= Date.parse(row.expiresAt) || now - Date.parse(row.lastSeenAt) >= lifetime.idle;
  return !expired && row.status === 'active' && row.role !== 'customer';
}

const activeSession = (id: string, row: SessionRow): ActiveSession => ({
  id,
  user: { id: row.id, name: row.name, email: row.email, role: row.role as Role, phone: row.phone },
});

/**
 * The live session of a cookie token, or null when unknown, expired, idle or the user is barred.
 * A request's lookup: it counts as activity (lastSeenAt moves) and removes a dead session.
 */
export async function findSession(
  /** Reads on `kysely`; the lookup's writes (a dead session's removal, the touch) as a write transaction. */
  db: Pick<Db, 'kysely' | 'transaction'>,
  token: string,
  now = Date.now(),
): Promise<ActiveSession | null> {
  const id = sessionKey(token);
  const row = await sessionLookup(db.kysely, id);
  if (!row) return null;
  if (!isLive(row, now)) {
    await db.transaction((trx) => trx.deleteFrom('sessions').where('id', '=', id).execute());
    return null;
  }
  if (now - Date.parse(row.lastSeenAt) >= touchEvery) {
    await db.transaction((trx) =>
      trx
        .updateTable('sessions')
        .set({ lastSeenAt: new Date(now).toISOString() })
        .where('id', '=', id)
        .execute(),
    );
  }
  return activeSession(id, row);
}

/**
 * The live session of a cookie token, read only: not activity (a live stream's heartbeat must not
 * keep an idle tab signed in), so it moves nothing and leaves a dead session to the next request.
 */
export async function peekSession(
  db: Pick<Db, 'kysely'>,
  token: string,
  now = Date.now(),
): Promise<ActiveSession | null> {
  const id = sessionKey(token);
  const row = await sessionLookup(db.kysely, id);
  return row && isLive(row, now) ? activeSession(id, row) : null;
}

export async function endSession(db: Kysely<Database>, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user (disabled, password changed), except `keep` if given. */
export async function endUserSessions(db: Kysely<Database>, userId: number, keep?: string) {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}
