import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp({}, { customers: 10, orders: 20 });
  admin = await t.login('admin');
});
afterAll(() => t.close());

const storedPhone = async (id: number) =>
  (await t.db.kysely.selectFrom('users').select('phone').where('id', '=', id).executeTakeFirst())
    ?.phone;

describe('phone numbers typed with separators', () => {
  it('are stored as E.164 when a user is created', async () => {
    const user = await t.create('users', admin, {
      name: 'Phone Example',
      email: 'phone.example@example.com',
      role: 'customer',
      phone: '+49 341 1973493',
    });
    expect(user.phone).toBe('+493411973493');
    expect(await storedPhone(user.id)).toBe('+493411973493');
  });

  it('are stored as E.164 by the own profile (PATCH /api/auth/me)', async () => {
    const response = await t.call({
      method: 'PATCH',
      url: '/api/auth/me',
      cookie: admin,
      payload: { phone: '+49 341 1973493' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.phone).toBe('+493411973493');
    expect(await storedPhone(response.json().user.id)).toBe('+493411973493');
  });

  it('refuse what is no phone number without the separators, and change nothing', async () => {
    const response = await t.call({
      method: 'PATCH',
      url: '/api/auth/me',
      cookie: admin,
      payload: { phone: '+49 341 CALL-ME' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { phone: ['Use the international format: + and 8 to 15 digits'] },
    });
    const me = (await t.call({ method: 'GET', url: '/api/auth/me', cookie: admin })).json();
    expect(await storedPhone(me.user.id)).toBe('+493411973493');
  });
});
