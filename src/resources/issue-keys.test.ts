import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { orders, packages, users } from './index';
import { issueMessage } from './issue-keys';
import { isoDate, phoneNumber, schemasOf } from './schemas';

/** The keys of a body's issues, field by field, as the server's `errorKeys` carry them. */
const keysOf = (schema: z.ZodType | undefined, body: unknown) =>
  (schema?.safeParse(body).error?.issues ?? []).map((issue) => {
    const { key, values, text } = issueMessage(issue);
    return [issue.path.join('.'), key, values, text];
  });

const create = (resource: Parameters<typeof schemasOf>[0]) => schemasOf(resource).create;

describe('issueMessage: a zod issue of the shared schema as a key and values', () => {
  it.each([
    ['too short', create(users), { name: 'A' }, 'name', 'validation.minChars', { n: 2 }],
    ['too long', create(users), { city: 'x'.repeat(81) }, 'city', 'validation.maxChars', { n: 80 }],
    ['left empty', create(packages), { city: '' }, 'city', 'validation.required', {}],
    ['left out', create(orders), {}, 'currency', 'validation.required', {}],
    [
      'not a choice',
      create(orders),
      { currency: 'JPY' },
      'currency',
      'validation.oneOf',
      { options: 'EUR, USD, GBP' },
    ],
    ['not text', create(users), { name: 7 }, 'name', 'validation.text', {}],
    [
      'not a number',
      create(packages),
      { weightGrams: '7' },
      'weightGrams',
      'validation.number',
      {},
    ],
    ['not whole', create(packages), { weightGrams: 1.5 }, 'weightGrams', 'validation.whole', {}],
    ['below', create(packages), { lat: -91 }, 'lat', 'validation.atLeast', { n: -90 }],
    [
      'above',
      create(packages),
      { weightGrams: 70_001 },
      'weightGrams',
      'validation.atMost',
      { n: 70_000 },
    ],
    ['no items', create(orders), { items: [] }, 'items', 'validation.minItems', { n: 1 }],
    [
      'negative',
      create(orders),
      { items: [{ unitPrice: -1 }] },
      'items.0.unitPrice',
      'validation.notNegative',
      {},
    ],
    ['no email', create(users), { email: 'x' }, 'email', 'validation.email', {}],
    ['no country', create(packages), { country: 'ZZ' }, 'country', 'validation.country', {}],
    ['unknown field', create(packages), { colour: 'red' }, '', 'unknownField', {}],
  ] as const)('%s', (_case, schema, body, path, key, values) => {
    const found = keysOf(schema, body).find(([at]) => at === path);
    expect(found, JSON.stringify(keysOf(schema, body))).toBeDefined();
    expect(found?.slice(1, 3)).toEqual([key, values]);
  });

  it('keys the custom rules of the schema by their params', () => {
    expect(keysOf(isoDate, '2026-02-30')).toEqual([
      ['', 'validation.noSuchDay', {}, 'There is no such day'],
    ]);
    expect(keysOf(isoDate, 'soon')[0]?.slice(1)).toEqual([
      'validation.date',
      {},
      'Use a date such as 2026-01-31',
    ]);
    expect(keysOf(phoneNumber, '12')[0]?.slice(1, 2)).toEqual(['validation.phone']);
    const staff = { name: 'Sam Staff', email: 'sam@example.com', role: 'admin' };
    expect(keysOf(create(users), staff)).toEqual([
      ['password', 'validation.staffPassword', {}, 'Staff need a password'],
    ]);
    expect(
      keysOf(create(users), { ...staff, role: 'customer', password: 'long enough secret' }),
    ).toEqual([
      [
        'password',
        'validation.customerPassword',
        {},
        'Customers cannot sign in, so they have no password',
      ],
    ]);
    const line = { sku: 'A', name: 'B', quantity: 999, unitPrice: 1_000_000 };
    const heavy = keysOf(create(orders), { items: [line, line] }).find(([at]) => at === 'items');
    expect(heavy?.slice(1, 3)).toEqual(['validation.maxTotal', {}]);
  });

  it('keeps the schema’s own English beside the key', () => {
    const [weight] = keysOf(create(packages), { weightGrams: 0 }).filter(
      ([at]) => at === 'weightGrams',
    );
    expect(weight).toEqual(['weightGrams', 'validation.atLeast', { n: 1 }, 'At least 1 g']);
  });
});
