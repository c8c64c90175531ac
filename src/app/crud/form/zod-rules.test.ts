import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders, users } from '../../../resources';
import { orderItem, schemasOf } from '../../../resources/schemas';
import { inputShape } from './form-fields';
import { toPayload } from './payload';
import {
  elementShape,
  fieldProblem,
  inputValue,
  listProblem,
  objectProblem,
  requiredMessage,
  zodRule,
} from './zod-rules';

const userCreate = inputShape(schemasOf(users).create);
const orderCreate = inputShape(schemasOf(orders).create);

/** Runs an antd rule built by zodRule the way antd does, with the form's other values. */
async function validate(
  rule: ReturnType<typeof zodRule>,
  value: unknown,
  values: Record<string, unknown> = {},
) {
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const built = typeof rule === 'function' ? rule(form) : rule;
  try {
    await built.validator?.({} as never, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('inputValue', () => {
  it('sends an empty input as whatever the schema accepts', () => {
    expect(inputValue(userCreate.phone as z.ZodType, '')).toEqual({ send: true, value: null });
    expect(inputValue(userCreate.country as z.ZodType, '')).toEqual({ send: true, value: '' });
    expect(inputValue(userCreate.password as z.ZodType, '')).toEqual({ send: false });
    expect(inputValue(orderCreate.note as z.ZodType, null)).toEqual({ send: false });
    expect(inputValue(orderCreate.city as z.ZodType, '')).toEqual({ send: true, value: '' });
  });
});

describe('fieldProblem', () => {
  it('gives the schema message for a bad value and nothing for a good one', () => {
    const phone = userCreate.phone as z.ZodType;
    expect(fieldProblem(phone, '0341 123')).toBe(
      'Use the international format: + and 8 to 15 digits',
    );
    expect(fieldProblem(phone, '+493411234567')).toBeUndefined();
    expect(fieldProblem(phone, '+49 (341) 123-4567')).toBeUndefined();
    expect(fieldProblem(phone, '')).toBeUndefined();
    expect(fieldProblem(orderItem.shape.quantity, 1000)).toBe('At most 999');
    expect(fieldProblem(orderItem.shape.quantity, 2.5)).toBe('Whole units only');
    expect(fieldProblem(userCreate.name as z.ZodType, 'A')).toBe('At least 2 characters');
  });

  it('says a money field whose text is no amount (NaN) needs an amount, not a number', () => {
    expect(fieldProblem(orderItem.shape.unitPrice, Number.NaN)).toBe(
      'Type an amount such as 12.90',
    );
    expect(fieldProblem(orderItem.shape.unitPrice, -1)).toBe('Cannot be negative');
  });

  it('says Required for an empty required field instead of a type error', () => {
    expect(fieldProblem(orderCreate.customerId as z.ZodType, undefined)).toBe(requiredMessage);
    expect(fieldProblem(orderCreate.street as z.ZodType, '')).toBe('Required');
    expect(fieldProblem(orderCreate.country as z.ZodType, '')).toBe('Required');
  });

  it('says Required for an empty choice and names the choices for a wrong one', () => {
    const currency = orderCreate.currency as z.ZodType;
    expect(fieldProblem(currency, undefined)).toBe(requiredMessage);
    expect(fieldProblem(currency, null)).toBe(requiredMessage);
    expect(fieldProblem(currency, 'JPY')).toBe('Choose one of: EUR, USD, GBP');
  });
});

describe('objectProblem', () => {
  it('finds the cross-field rule of a refined schema that names the field', () => {
    const staff = { name: 'Sam', email: 'sam@example.com', role: 'operator' };
    expect(objectProblem(schemasOf(users).create, 'password', staff)).toBe('Staff need a password');
    expect(
      objectProblem(schemasOf(users).create, 'password', {
        ...staff,
        password: 'a long enough secret',
      }),
    ).toBeUndefined();
    expect(
      objectProblem(schemasOf(users).create, 'password', { ...staff, role: 'customer' }),
    ).toBeUndefined();
    expect(objectProblem(schemasOf(users).create, 'name', staff)).toBeUndefined();
  });
});

describe('listProblem', () => {
  it('reports the list rules, not the item rules', () => {
    const items = orderCreate.items as z.ZodType;
    expect(listProblem(items, [])).toBe('An order needs at least one item');
    expect(
      listProblem(items, [
        { sku: 'A', name: 'B', quantity: 999, unitPrice: 1_000_000 },
        { sku: 'A', name: 'B', quantity: 999, unitPrice: 1_000_000 },
      ]),
    ).toBe('The order total may be at most 1,000,000.00');
    expect(
      listProblem(items, [{ sku: 'A', name: 'B', quantity: 1, unitPrice: 100 }]),
    ).toBeUndefined();
  });
});

describe('elementShape', () => {
  it("gives an order line's fields from the items of the create and the (optional) update schema", () => {
    const orderUpdate = inputShape(schemasOf(orders).update);
    for (const items of [orderCreate.items, orderUpdate.items] as z.ZodType[]) {
      const shape = elementShape(items);
      expect(Object.keys(shape)).toEqual(['productId', 'sku', 'name', 'quantity', 'unitPrice']);
      expect(fieldProblem(shape.quantity as z.ZodType, 1000)).toBe('At most 999');
    }
  });

  it('gives nothing for a field that is not a list of objects', () => {
    expect(elementShape(orderCreate.currency as z.ZodType)).toEqual({});
    expect(elementShape(z.array(z.string()))).toEqual({});
  });
});

describe('zodRule (an antd rule from a zod field)', () => {
  it('rejects a bad value with the zod message and passes a good one', async () => {
    const rule = zodRule(orderCreate.country as z.ZodType);
    expect(await validate(rule, 'Germany')).toBe('Use an ISO country code such as DE');
    expect(await validate(rule, 'ZZ')).toBe('Use an ISO country code such as DE');
    expect(await validate(rule, 'DE')).toBeUndefined();
  });

  it('translates the message it shows', async () => {
    const rule = zodRule(z.string().min(3, 'At least 3 characters'), {
      translate: (message) => `«${message}»`,
    });
    expect(await validate(rule, 'ab')).toBe('«At least 3 characters»');
  });

  it('checks the refined object with the other fields of the form', async () => {
    const schema = schemasOf(users).create as z.ZodType;
    const rule = zodRule(userCreate.password as z.ZodType, {
      object: { schema, name: 'password', payload: (values) => toPayload(userCreate, values) },
    });
    const staff = { name: 'Sam Staff', email: 'sam@example.com', role: 'admin', password: '' };
    expect(await validate(rule, '', staff)).toBe('Staff need a password');
    expect(await validate(rule, 'short', { ...staff, password: 'short' })).toBe(
      'At least 12 characters',
    );
    expect(
      await validate(rule, 'long enough secret', { ...staff, password: 'long enough secret' }),
    ).toBeUndefined();
  });
});
