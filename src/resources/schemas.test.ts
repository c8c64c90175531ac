import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { offers, orders, packages, resources, users } from './index';
import { orderStatuses } from './orders';
import { phoneNumber, schemasOf } from './schemas';

describe('schemasOf', () => {
  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s: a create (update) schema exactly when some role may create (edit)',
    (_name, resource) => {
      const schemas = schemasOf(resource);
      expect(schemas.create !== undefined).toBe(offers(resource, 'create'));
      expect(schemas.update !== undefined).toBe(offers(resource, 'edit'));
    },
  );

  it('builds the schemas of a resource once', () => {
    const [first] = resources;
    if (!first) throw new Error('no resources');
    expect(schemasOf(first)).toBe(schemasOf(first));
    expect(schemasOf(first).record).toBe(schemasOf(first).record);
  });
});

describe('the choices of an enum', () => {
  const messagesOf = (schema: z.ZodType | undefined, body: object, field: string) =>
    (schema?.safeParse(body).error?.issues ?? [])
      .filter((issue) => issue.path[0] === field)
      .map((issue) => issue.message);

  it('say Required when left out or empty, as the other fields do', () => {
    for (const body of [{}, { carrier: '' }, { carrier: null }])
      expect(messagesOf(schemasOf(packages).create, body, 'carrier')).toEqual(['Required']);
    expect(messagesOf(schemasOf(orders).create, {}, 'currency')).toEqual(['Required']);
    expect(messagesOf(schemasOf(users).create, {}, 'role')).toEqual(['Required']);
  });

  it("name the choices for a wrong value, not zod's own words", () => {
    expect(messagesOf(schemasOf(packages).create, { carrier: 'boat' }, 'carrier')).toEqual([
      'Choose one of: dhl, ups, fedex, usps, local',
    ]);
    expect(messagesOf(schemasOf(orders).create, { currency: 'JPY' }, 'currency')).toEqual([
      'Choose one of: EUR, USD, GBP',
    ]);
    expect(messagesOf(schemasOf(users).create, { role: 'boss' }, 'role')).toEqual([
      'Choose one of: admin, operator, viewer, customer',
    ]);
    expect(messagesOf(schemasOf(users).update, { status: 1 }, 'status')).toEqual([
      'Choose one of: active, disabled',
    ]);
    expect(messagesOf(schemasOf(orders).update, { status: 'lost' }, 'status')).toEqual([
      `Choose one of: ${orderStatuses.join(', ')}`,
    ]);
  });
});

describe('a phone number', () => {
  const phoneMessage = 'Use the international format: + and 8 to 15 digits';

  it.each([
    ['+49 341 1973493', '+493411973493'],
    ['+49 (341) 197-3493', '+493411973493'],
    ['+1.212.555.0100', '+12125550100'],
    ['+49-341-197 34 93', '+493411973493'],
    ['+493411973493', '+493411973493'],
    ['+12345678', '+12345678'],
  ])('accepts %s and stores it as %s', (typed, stored) => {
    expect(phoneNumber.parse(typed)).toBe(stored);
  });

  it.each([
    ['letters', '+49 341 CALL ME'],
    ['no leading +', '0341 1973493'],
    ['a + in the middle', '+49+3411973493'],
    ['a + after the digits', '49 341 1973493+'],
    ['too few digits', '+1 234 567'],
    ['too many digits', '+49 341 1973 4931 2345'],
    ['only separators', ' (-.) '],
    ['a slash', '+49 341/1973493'],
  ])('refuses %s (%s) with the field message', (_kind, typed) => {
    expect(phoneNumber.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([
      phoneMessage,
    ]);
  });

  it('stores E.164 through the user schemas', () => {
    const create = schemasOf(users).create?.parse({
      name: 'Ann Example',
      email: 'ann@example.com',
      role: 'customer',
      phone: '+49 (341) 197-3493',
    });
    expect(create).toMatchObject({ phone: '+493411973493' });
    expect(schemasOf(users).update?.parse({ version: 1, phone: '+1.212.555.0100' })).toMatchObject({
      phone: '+12125550100',
    });
  });
});
