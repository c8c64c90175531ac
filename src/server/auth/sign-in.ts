import type { Selectable } from 'kysely';
import { say } from '../../resources/messages';
import { logActivity } from '../activity';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { clearFailures, limitKey, lockedForSeconds, recordFailure } from './login-limit';
import { verifyPassword } from './password';
import { createSession, endSession, findSession } from './sessions';

/*
 * Every write goes through `db.transaction`, the shared commit's queue: on SQLite it may be held
 * there while another connection writes (the search upkeep), where SQLite's busy handler would
 * hold the thread. Each becomes one transaction, too.
 */

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', say('wrongCredentials'));

type UserRow = Selectable<Database['users']>;

/** A sign-in that passed: its user, and the key its failures were counted under. */
export interface SignIn {
  user: UserRow;
  key: string;
}

/** Logs a refused sign-in of `email` (and of its user, when there is one). */
function logFailedLogin(
  db: Db,
  ip: string,
  user: UserRow | undefined,
  email: string,
  reason: string,
) {
  return db.transaction((trx) =>
    logActivity(trx, {
      actorId: user?.id ?? null,
      action: 'login_failed',
      resource: 'auth',
      recordId: user?.id ?? null,
      changes: { email: [null, email], reason: [null, reason] },
      ip,
    }),
  );
}

/**
 * The user of a sign-in whose email and password match, who may use the dashboard; throws, after
 * logging the failure, for anything else.
 */
export async function signInUser(
  db: Db,
  ip: string,
  body: { email: string; password: string },
  decoyHash: string,
): Promise<SignIn> {
  const email = body.email.toLowerCase();
  const key = limitKey(email, ip);
  const user = await db.kysely
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  const failed = (reason: string) => logFailedLogin(db, ip, user, email, reason);

  const wait = await lockedForSeconds(db.kysely, key);
  if (wait > 0) {
    await failed('rate_limited');
    throw new AppError(
      429,
      'RATE_LIMITED',
      say('tooManySignIns', { minutes: Math.ceil(wait / 60) }),
      undefined,
      { retryAfter: wait },
      { 'Retry-After': String(wait) },
    );
  }
  const valid = await verifyPassword(user?.passwordHash ?? decoyHash, body.password);
  if (!user?.passwordHash || !valid) {
    await db.transaction((trx) => recordFailure(trx, key));
    await failed('invalid_credentials');
    throw invalidCredentials();
  }
  if (user.role === 'customer' || user.status !== 'active') {
    await failed('no_dashboard_access');
    throw new AppError(403, 'NO_DASHBOARD_ACCESS', say('noDashboard'));
  }
  return { user, key };
}

/**
 * A new session of `user`, in one transaction with its bookkeeping: the failures of `key`
 * forgiven, the request's previous session ended, the last sign-in and the activity entry
 * written.
 */
export async function startSession(
  db: Db,
  ip: string,
  { user, key }: SignIn,
  options: { remember: boolean; previous: string | undefined },
) {
  // A new id at every sign-in: a session fixed before login is worthless after it.
  const old = options.previous ? await findSession(db, options.previous) : null;
  const now = new Date().toISOString();
  return db.transaction(async (trx) => {
    await clearFailures(trx, key);
    if (old) await endSession(trx, old.id);
    const created = await createSession(trx, user.id, options.remember);
    await trx.updateTable('users').set({ lastLoginAt: now }).where('id', '=', user.id).execute();
    await logActivity(trx, {
      actorId: user.id,
      action: 'login',
      resource: 'auth',
      recordId: user.id,
      ip,
      at: now,
    });
    return created;
  });
}
