import type { Kysely } from 'kysely';
import { isStaff } from '../../resources';
import { say } from '../../resources/messages';
import { passwordRules } from '../../resources/users';
import { hashPassword, passwordProblem } from '../auth/password';
import { endUserSessions } from '../auth/sessions';
import type { Database } from '../db/schema';
import { AppError, duplicate, validationFailed } from '../errors';
import type { ResourceRules, Row, WriteContext } from './types';

async function assertEmailFree(context: WriteContext, email: string, exceptId?: number) {
  let query = context.trx.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw duplicate('email', say('emailTaken'));
}

async function passwordHashFor(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw validationFailed({ password: [problem] });
  return hashPassword(password);
}

/** An active admin, other than `exceptId` when given; undefined when there is none. */
export function someActiveAdmin(db: Kysely<Database>, exceptId?: number) {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('status', '=', 'active');
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.limit(1).executeTakeFirst();
}

/**
 * Nobody can disable, demote or delete the last active admin (SPEC §4). Two admins demoting each
 * other at once would each still see the other: the writes that may shrink the set of active
 * admins take its lock, so each reads it after the one before has committed.
 */
async function assertNotLastAdmin(context: WriteContext, user: Row) {
  if (user.role !== 'admin' || user.status !== 'active') return;
  await context.engine.lockSet(context.trx, 'active-admins');
  if (!(await someActiveAdmin(context.trx, user.id as number)))
    throw new AppError(409, 'LAST_ADMIN', say('lastAdmin'));
}

export const userRules: ResourceRules = {
  async prepareCreate(context, input) {
    const { password, ...user } = input;
    await assertEmailFree(context, user.email as string);
    return {
      phone: null,
      street: '',
      city: '',
      postalCode: '',
      country: '',
      status: 'active',
      ...user,
      passwordHash: password ? await passwordHashFor(password as string) : null,
      lastLoginAt: null,
    };
  },
  async prepareUpdate(context, current, input) {
    const { version: _version, password, ...changes } = input;
    if (changes.email !== undefined && changes.email !== current.email) {
      await assertEmailFree(context, changes.email as string, current.id as number);
    }
    const role = changes.role ?? current.role;
    const status = changes.status ?? current.status;
    if (role !== current.role || status !== current.status) {
      if (role !== 'admin' || status !== 'active') await assertNotLastAdmin(context, current);
    }
    // Disabling or demoting yourself would end your own session or rights at once, as deleting
    // yourself would: another admin does it.
    if (current.id === context.actor.id) {
      if (status !== current.status && status !== 'active')
        throw validationFailed({ status: [say('ownStatus')] });
      if (role !== current.role) throw validationFailed({ role: [say('ownRole')] });
    }
    if (password !== undefined) {
      if (!isStaff(role)) throw validationFailed({ password: [passwordRules.customer] });
      changes.passwordHash = await passwordHashFor(password as string);
    } else if (isStaff(role) && !current.passwordHash) {
      throw validationFailed({ password: [passwordRules.staff] });
    }
    if (!isStaff(role)) changes.passwordHash = null;
    return changes;
  },
  async afterWrite(context, before, after) {
    if (!before || !after) return;
    const barred = after.status !== 'active' || !isStaff(after.role);
    // Disabling a user, demoting them to customer or resetting their password ends their sessions.
    if (barred || after.passwordHash !== before.passwordHash) {
      await endUserSessions(context.trx, after.id as number);
    }
    if (after.name !== before.name) {
      await context.trx
        .updateTable('orders')
        .set({ customerName: after.name as string })
        .where('customerId', '=', after.id as number)
        .execute();
    }
  },
  async beforeDelete(context, current) {
    await assertNotLastAdmin(context, current);
    if (current.id === context.actor.id) throw validationFailed({ id: [say('ownDelete')] });
    const order = await context.trx
      .selectFrom('orders')
      .select('id')
      .where('customerId', '=', current.id as number)
      .limit(1)
      .executeTakeFirst();
    if (order) {
      throw validationFailed({ id: [say('customerHasOrders')] }, say('customerHasOrdersDisable'));
    }
  },
};
