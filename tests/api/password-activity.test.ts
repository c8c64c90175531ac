import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

/**
 * The activity log says that a password changed, never what it was or is: neither the password
 * nor its hash, whole or in part (an argon2id hash's salt and digest each give it away).
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const email = 'password.log@example.com';
const firstPassword = 'first-long-secret-phrase';
const resetPassword = 'reset-by-the-admin-phrase';
const ownPassword = 'chosen-by-themselves-phrase';

async function storedHash(id: number): Promise<string> {
  const user = await t.db.kysely
    .selectFrom('users')
    .select('passwordHash')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return user.passwordHash ?? '';
}

/** The password, and the salt and digest of its hash (the parts longer than its parameters). */
const secretsOf = (password: string, hash: string) => [
  password,
  ...hash.split('$').filter((part) => part.length >= 16),
];

/** Every run of 8 characters of a secret: a log holding any of them holds part of the secret. */
const runsOf = (secret: string) =>
  Array.from({ length: secret.length - 7 }, (_, start) => secret.slice(start, start + 8));

/** The logged changes of the user's entries, as the API answers them. */
async function loggedChanges(id: number): Promise<{ action: string; changes: string }[]> {
  const response = await t.call({
    method: 'GET',
    url: `/api/activity?resource=users&recordId=${id}`,
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((entry: { action: string; changes: unknown }) => ({
    action: entry.action,
    changes: JSON.stringify(entry.changes),
  }));
}

describe('a password in the activity log', () => {
  it('is logged as changed, without the password or any part of its hash', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: admin,
      payload: { name: 'Password Log', email, role: 'operator', password: firstPassword },
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json();
    const secrets = secretsOf(firstPassword, await storedHash(user.id));

    const reset = await t.call({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      cookie: admin,
      payload: { version: user.version, password: resetPassword },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    secrets.push(...secretsOf(resetPassword, await storedHash(user.id)));

    const own = await t.call({
      method: 'POST',
      url: '/api/auth/password',
      cookie: await t.login({ email, password: resetPassword }),
      payload: { currentPassword: resetPassword, newPassword: ownPassword },
    });
    expect(own.statusCode, own.body).toBe(200);
    secrets.push(...secretsOf(ownPassword, await storedHash(user.id)));

    const entries = await loggedChanges(user.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'password', 'update']);
    const update = entries.find((entry) => entry.action === 'update');
    expect(JSON.parse(update?.changes ?? '{}')).toHaveProperty('password');
    for (const { changes } of entries)
      for (const run of secrets.flatMap(runsOf)) expect(changes).not.toContain(run);
  });
});
