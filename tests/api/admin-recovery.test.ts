/**
 * The way back in when no admin is active (SPEC §11): ADMIN_EMAIL/ADMIN_PASSWORD at start or
 * `npm run admin:restore` restore or create one, and the server starts with or without them.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverAdmin } from '../../src/server/auth/admin-recovery';
import { startServer, stopServer } from '../scale-out/servers';
import { demoEmails, startApp, type TestApp } from './harness';

const newPassword = 'a restored admin password';
let t: TestApp;

beforeAll(async () => {
  t = await startApp({}, { customers: 10, orders: 20 });
});
afterAll(() => t.close());

/** Leaves no admin active: every admin is disabled, as after the last two disabled each other. */
async function disableAdmins() {
  await t.db.kysely
    .updateTable('users')
    .set({ status: 'disabled' })
    .where('role', '=', 'admin')
    .execute();
}

const activeAdmins = async () =>
  t.db.kysely
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .execute();

const signIn = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('restoring an admin when none is active', () => {
  it('does nothing while an admin is active', async () => {
    const before = await activeAdmins();
    expect(await recoverAdmin(t.db, demoEmails.operator, newPassword)).toEqual({
      outcome: 'unneeded',
    });
    expect(await activeAdmins()).toEqual(before);
    expect((await signIn(demoEmails.operator, newPassword)).statusCode).toBe(401);
  });

  it('refuses a common or short password and changes nothing', async () => {
    await disableAdmins();
    for (const password of ['password1234', 'short']) {
      const recovery = await recoverAdmin(t.db, demoEmails.admin, password);
      expect(recovery.outcome).toBe('refused');
    }
    expect(await activeAdmins()).toEqual([]);
  });

  it("restores the named user: role, status and password, ending the user's old sessions", async () => {
    await disableAdmins();
    const operator = await t.login('operator');
    const recovery = await recoverAdmin(t.db, demoEmails.operator.toUpperCase(), newPassword);
    expect(recovery).toMatchObject({ outcome: 'restored', email: demoEmails.operator });
    expect((await activeAdmins()).map((user) => user.email)).toEqual([demoEmails.operator]);
    expect((await t.call({ url: '/api/auth/me', cookie: operator })).statusCode).toBe(401);
    const signedIn = await signIn(demoEmails.operator, newPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.role).toBe('admin');
    const entry = await t.db.kysely
      .selectFrom('activity')
      .selectAll()
      .where('resource', '=', 'users')
      .where('recordId', '=', String(recovery.outcome === 'restored' ? recovery.id : 0))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.actorId).toBeNull();
    expect(JSON.parse(entry.changes ?? '{}')).toMatchObject({ role: ['operator', 'admin'] });
  });

  it('creates the admin when no user has that email', async () => {
    await disableAdmins();
    const recovery = await recoverAdmin(t.db, 'rescue@example.com', newPassword);
    expect(recovery.outcome).toBe('created');
    expect((await activeAdmins()).map((user) => user.email)).toEqual(['rescue@example.com']);
    expect((await signIn('rescue@example.com', newPassword)).statusCode).toBe(200);
  });
});

describe('a server with no active admin', () => {
  it('starts, restoring the admin from ADMIN_EMAIL and ADMIN_PASSWORD, or saying how to', async () => {
    await disableAdmins();
    const url = t.config.databaseUrl;
    const bare = await startServer('no admin', url);
    await expect.poll(() => bare.log()).toContain('No admin is active');
    await stopServer(bare);
    expect(await activeAdmins()).toEqual([]);

    const env = { ADMIN_EMAIL: demoEmails.admin, ADMIN_PASSWORD: newPassword };
    const restoring = await startServer('restoring', url, env);
    await expect.poll(() => restoring.log()).toContain(`restored ${demoEmails.admin}`);
    await stopServer(restoring);
    expect((await activeAdmins()).map((user) => user.email)).toEqual([demoEmails.admin]);
  }, 120_000);

  it('is given one back by npm run admin:restore, and the command refuses without the variables', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/auth/admin-cli.ts'], {
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: t.config.databaseUrl, ...env },
        encoding: 'utf8',
      });
    const missing = run({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Set ADMIN_EMAIL and ADMIN_PASSWORD');
    const restored = run({ ADMIN_EMAIL: 'second-rescue@example.com', ADMIN_PASSWORD: newPassword });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('second-rescue@example.com is an active admin (created)');
  }, 60_000);
});
