import { say } from '../../resources/messages';
import { diffRecords, logActivity } from '../activity';
import type { Db } from '../db/connect';
import { validationFailed } from '../errors';
import { hashPassword, passwordProblem, verifyPassword } from './password';
import { endUserSessions } from './sessions';

/*
 * Every write goes through `db.transaction`, the shared commit's queue: on SQLite it may be held
 * there while another connection writes (the search upkeep), where SQLite's busy handler would
 * hold the thread. Each becomes one transaction, too.
 */

/**
 * Sets your name and phone, in one transaction with the orders that show your name and the
 * activity entry; answers the row as it is after.
 */
export function updateProfile(
  db: Db,
  ip: string,
  userId: number,
  changes: { name?: string; phone?: string | null },
) {
  const now = new Date().toISOString();
  return db.transaction(async (trx) => {
    // Locked: an admin's edit of this user between the read and the update would be undone.
    const before = await db.engine
      .forWrite(trx.selectFrom('users').selectAll().where('id', '=', userId))
      .executeTakeFirstOrThrow();
    const after = {
      name: changes.name ?? before.name,
      phone: changes.phone === undefined ? before.phone : changes.phone,
    };
    const diff = diffRecords({ name: before.name, phone: before.phone }, after, []);
    if (Object.keys(diff).length === 0) return before;
    await trx
      .updateTable('users')
      .set({ ...after, updatedAt: now, version: before.version + 1 })
      .where('id', '=', before.id)
      .execute();
    if (after.name !== before.name)
      await trx
        .updateTable('orders')
        .set({ customerName: after.name })
        .where('customerId', '=', before.id)
        .execute();
    await logActivity(trx, {
      actorId: before.id,
      action: 'update',
      resource: 'users',
      recordId: before.id,
      changes: diff,
      ip,
      at: now,
    });
    return { ...before, ...after };
  });
}

/** The new password's hash, once the current one is verified and the new one allowed. */
export async function checkedPasswordHash(
  db: Db,
  userId: number,
  body: { currentPassword: string; newPassword: string },
) {
  const user = await db.kysely
    .selectFrom('users')
    .select(['passwordHash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw validationFailed({ currentPassword: [say('wrongPassword')] });
  }
  const problem = passwordProblem(body.newPassword);
  if (problem) throw validationFailed({ newPassword: [problem] });
  return hashPassword(body.newPassword);
}

/** Sets a new password hash and ends every session of the user, in one transaction. */
export function changePassword(db: Db, ip: string, userId: number, passwordHash: string) {
  const now = new Date().toISOString();
  return db.transaction(async (trx) => {
    await trx
      .updateTable('users')
      // Counted where it is written: another write may have moved the version since the read.
      .set((eb) => ({ passwordHash, updatedAt: now, version: eb('version', '+', 1) }))
      .where('id', '=', userId)
      .execute();
    await endUserSessions(trx, userId);
    await logActivity(trx, {
      actorId: userId,
      action: 'password',
      resource: 'users',
      recordId: userId,
      ip,
      at: now,
    });
  });
}
