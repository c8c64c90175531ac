import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** SPEC §6: 5 failed logins per account+IP in 15 minutes. */
export const loginLimit = { failures: 5, windowMs: 15 * 60_000 };

export const limitKey = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;

/** Seconds until the next attempt is allowed, or 0 when it is allowed now. Stored in the database so every server process counts alike. */
export async function lockedForSeconds(
  db: Kysely<Database>,
  key: string,
  now = Date.now(),
): Promise<number> {
  const since = new Date(now - loginLimit.windowMs).toISOString();
  const recent = await db
    .selectFrom('loginFailures')
    .select('at')
    .where('key', '=', key)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(loginLimit.failures)
    .execute();
  if (recent.length < loginLimit.failures) return 0;
  // The window reopens when the oldest of the last five failures leaves it.
  const oldest = Date.parse((recent[recent.length - 1] as { at: string }).at);
  return Math.max(1, Math.ceil((oldest + loginLimit.windowMs - now) / 1000));
}

export async function recordFailure(db: Kysely<Database>, key: string, now = Date.now()) {
  await db
    .insertInto('loginFailures')
    .values({ key, at: new Date(now).toISOString() })
    .execute();
  // Keep the table small: failures older than the window no longer count.
  await db
    .deleteFrom('loginFailures')
    .where('at', '<', new Date(now - loginLimit.windowMs).toISOString())
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string) {
  await db.deleteFrom('loginFailures').where('key', '=', key).execute();
}
