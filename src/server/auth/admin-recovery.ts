import type { Kysely } from 'kysely';
import { users } from '../../resources';
import { logActivity } from '../activity';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { changesOf } from '../records/changes';
import type { Row } from '../rules/types';
import { someActiveAdmin } from '../rules/users';
import { adminRow } from '../seed/people';
import { applyRollupChange } from '../stats/rollup-delta';
import { hashPassword, passwordProblem } from './password';
import { endUserSessions } from './sessions';

/** What `recoverAdmin` did: nothing (an admin is active), or made one, or could not. */
export type AdminRecovery =
  | { outcome: 'unneeded' }
  | { outcome: 'created' | 'restored'; email: string; id: number }
  | { outcome: 'refused'; why: string };

/** The user's row as an active admin with this password: updated when it exists, else new. */
async function writeAdmin(
  trx: Kysely<Database>,
  before: Row | undefined,
  email: string,
  hash: string,
) {
  const now = new Date().toISOString();
  if (!before)
    return trx
      .insertInto('users')
      .values(adminRow(email, hash, now))
      .returningAll()
      .executeTakeFirstOrThrow();
  return trx
    .updateTable('users')
    .set({
      role: 'admin',
      status: 'active',
      passwordHash: hash,
      updatedAt: now,
      version: (before.version as number) + 1,
    })
    .where('id', '=', before.id as number)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Makes `email` an active admin with `password` when no admin is active (or always, when the
 * caller says so: the recovery command): the user of that email is restored (role, status,
 * password; their sessions end), or created. Logged as done by the system; the rollups follow.
 */
export async function recoverAdmin(
  db: Db,
  email: string,
  password: string,
  options: { always?: boolean } = {},
): Promise<AdminRecovery> {
  const normalized = email.trim().toLowerCase();
  if (!options.always && (await someActiveAdmin(db.kysely))) return { outcome: 'unneeded' };
  const problem =
    password.length < 12 || password.length > 128
      ? 'use 12–128 characters'
      : passwordProblem(password);
  if (problem) return { outcome: 'refused', why: `ADMIN_PASSWORD: ${problem}` };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized))
    return { outcome: 'refused', why: 'ADMIN_EMAIL: enter a valid email address' };
  const hash = await hashPassword(password);
  return db.transaction(async (trx) => {
    await db.engine.lockSet(trx, 'active-admins');
    if (!options.always && (await someActiveAdmin(trx))) return { outcome: 'unneeded' } as const;
    const before = (await db.engine
      .forWrite(trx.selectFrom('users').selectAll().where('email', '=', normalized))
      .executeTakeFirst()) as Row | undefined;
    const after = (await writeAdmin(trx, before, normalized, hash)) as Row;
    const id = after.id as number;
    await logActivity(trx, {
      actorId: null,
      action: before ? 'update' : 'create',
      resource: users.name,
      recordId: id,
      changes: changesOf(users, before ?? null, after),
      ip: null,
      at: after.updatedAt as string,
    });
    await applyRollupChange(trx, db.engine, 'users', before ?? null, after);
    if (before) await endUserSessions(trx, id);
    return { outcome: before ? 'restored' : 'created', email: normalized, id } as const;
  });
}

/**
 * At start: restores an admin from `ADMIN_EMAIL`/`ADMIN_PASSWORD` when none is active, and says
 * what it did or how to do it. The server starts either way: with no admin, operators still work.
 */
export async function adminAtStart(
  db: Db,
  config: { adminEmail?: string; adminPassword?: string },
): Promise<string | undefined> {
  if (config.adminEmail && config.adminPassword) {
    const recovery = await recoverAdmin(db, config.adminEmail, config.adminPassword);
    if (recovery.outcome === 'created' || recovery.outcome === 'restored')
      return `No admin was active: ${recovery.outcome} ${recovery.email} as an active admin (ADMIN_EMAIL).`;
    if (recovery.outcome === 'refused')
      return `No admin is active, and none was restored: ${recovery.why}.`;
    return undefined;
  }
  if (await someActiveAdmin(db.kysely)) return undefined;
  return 'No admin is active. Set ADMIN_EMAIL and ADMIN_PASSWORD (12+ characters) and restart, or run `npm run admin:restore` with them, to restore one.';
}
