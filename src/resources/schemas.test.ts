import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { offers, orders, packages, resources, users } from './index';
import { orderStatuses } from './orders';
import { schemasOf } from './schemas';

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
