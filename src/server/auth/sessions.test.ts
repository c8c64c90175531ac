import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, type Db } from '../db/connect';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';
import { createSession, findSession, sessionKey, sessionLifetimes } from './sessions';

let db: Db;
let userId: number;
beforeAll(async () => {
  db = connect(':memory:');
  await migrate(db);
  await seedIfEmpty(db, {
    production: false,
    demoPassword: 'demo-password',
    today: '2026-06-30',
    size: { customers: 2, orders: 2 },
  });
  userId = (
    await db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'operator@example.com')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => db.close());

/** The database with its write transactions counted. */
const counted = () => {
  const transaction = vi.fn(db.transaction);
  return { kysely: db.kysely, transaction: transaction as Db['transaction'], calls: transaction };
};

const lastSeen = async (token: string) =>
  (
    await db.kysely
      .selectFrom('sessions')
      .select('lastSeenAt')
      .where('id', '=', sessionKey(token))
      .executeTakeFirst()
  )?.lastSeenAt;

describe('findSession', () => {
  it('writes the touch as a write transaction, at most once a minute', async () => {
    const start = Date.parse('2026-06-30T10:00:00.000Z');
    const { token } = await createSession(db.kysely, userId, false, start);
    const write = counted();
    expect(await findSession(write, token, start + 30_000)).not.toBeNull();
    expect(write.calls).not.toHaveBeenCalled();
    expect(await findSession(write, token, start + 61_000)).not.toBeNull();
    expect(write.calls).toHaveBeenCalledTimes(1);
    expect(await lastSeen(token)).toBe(new Date(start + 61_000).toISOString());
  });

  it('removes an idle session in a write transaction', async () => {
    const start = Date.parse('2026-06-30T11:00:00.000Z');
    const { token } = await createSession(db.kysely, userId, false, start);
    const write = counted();
    const idle = start + sessionLifetimes.normal.idle;
    expect(await findSession(write, token, idle)).toBeNull();
    expect(write.calls).toHaveBeenCalledTimes(1);
    expect(await lastSeen(token)).toBeUndefined();
  });
});
