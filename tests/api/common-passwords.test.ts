import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { say } from '../../src/resources/messages';
import { recoverAdmin } from '../../src/server/auth/admin-recovery';
import { demoEmails, demoPassword, startApp, type TestApp } from './harness';
import { checksum } from './hostile/oracle';

/**
 * SPEC §6: a password of 12–128 characters is refused if it is a common one, from an offline
 * dictionary of them (zxcvbn-ts's), wherever a password is set.
 */
const common = ['unbelievable', 'Supernatural', 'CHESTERFIELD'];
const uncommon = 'a-long-unusual-passphrase';
const refusal = say('commonPassword').text;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startApp({}, { customers: 5, orders: 5 });
  admin = await t.login('admin');
});
afterAll(() => t.close());

const staff = (email: string, password: string) => ({
  name: 'New Operator',
  email,
  role: 'operator',
  password,
});

describe('a common password is refused, an uncommon one taken', () => {
  it('when an admin creates or resets a user', async () => {
    const before = await checksum(t.db);
    for (const password of common) {
      const response = await t.call({
        method: 'POST',
        url: '/api/users',
        cookie: admin,
        payload: staff('common@example.com', password),
      });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors, password).toEqual({ password: [refusal] });
    }
    expect(await checksum(t.db)).toBe(before);
    const user = await t.create('users', admin, staff('uncommon@example.com', uncommon));
    const reset = await t.call({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      cookie: admin,
      payload: { version: user.version, password: common[0] },
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors).toEqual({ password: [refusal] });
  });

  it('when a user changes their own password', async () => {
    const operator = await t.login('operator');
    const change = (newPassword: string) =>
      t.call({
        method: 'POST',
        url: '/api/auth/password',
        cookie: operator,
        payload: { currentPassword: demoPassword, newPassword },
      });
    const before = await checksum(t.db);
    for (const password of common) {
      const response = await change(password);
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors, password).toEqual({ newPassword: [refusal] });
    }
    expect(await checksum(t.db)).toBe(before);
    expect((await change(uncommon)).statusCode).toBe(200);
  });

  it('when an admin is recovered', async () => {
    const before = await checksum(t.db);
    for (const password of common) {
      const recovery = await recoverAdmin(t.db, demoEmails.admin, password, { always: true });
      expect(recovery).toEqual({ outcome: 'refused', why: `ADMIN_PASSWORD: ${refusal}` });
    }
    expect(await checksum(t.db)).toBe(before);
    const recovery = await recoverAdmin(t.db, demoEmails.admin, uncommon, { always: true });
    expect(recovery.outcome).toBe('restored');
  });
});
