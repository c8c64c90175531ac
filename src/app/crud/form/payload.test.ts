import { describe, expect, it } from 'vitest';
import { orders, packages, users } from '../../../resources';
import { schemasOf } from '../../../resources/schemas';
import { slotsOf } from '../../resources';
import { formFieldsOf, inputShape } from './form-fields';
import { changedFields, toPayload } from './payload';
import { prefillFromQuery } from './prefill';

describe('formFieldsOf', () => {
  it('takes the schema keys and leaves out version, lifecycle status and server-owned fields', () => {
    expect(formFieldsOf(orders, 'create', slotsOf('orders')).map((spec) => spec.name)).toEqual([
      'customerId',
      'currency',
      'items',
      'street',
      'postalCode',
      'city',
      'country',
      'note',
    ]);
    expect(formFieldsOf(packages, 'edit').map((spec) => spec.name)).not.toContain('orderId');
    expect(formFieldsOf(packages, 'edit').map((spec) => spec.name)).not.toContain('lastLocation');
    expect(formFieldsOf(users, 'create', slotsOf('users')).map((spec) => spec.name)).toContain(
      'password',
    );
  });

  it('marks what a new record cannot leave out, also on edit', () => {
    const required = (mode: 'create' | 'edit') =>
      formFieldsOf(users, mode)
        .filter((spec) => spec.required)
        .map((spec) => spec.name);
    expect(required('create')).toEqual(['name', 'email', 'role']);
    expect(required('edit')).toEqual(['name', 'email', 'role']);
  });
});

describe('toPayload and changedFields', () => {
  const shape = inputShape(schemasOf(users).update);

  it('sends empty inputs as the schema accepts them', () => {
    expect(
      toPayload(shape, { version: 3, name: 'Ann', phone: '', country: '', password: '' }),
    ).toEqual({
      version: 3,
      name: 'Ann',
      phone: null,
      country: '',
    });
  });

  it('sends only what changed, and always the version', () => {
    const record = { id: 1, version: 3, name: 'Ann', phone: null, city: 'Bonn' };
    expect(changedFields({ version: 3, name: 'Ann', phone: null, city: 'Köln' }, record)).toEqual({
      version: 3,
      city: 'Köln',
    });
  });
});

describe('prefillFromQuery', () => {
  it('takes form fields from the query string, numbers as numbers', () => {
    const specs = formFieldsOf(packages, 'create');
    expect(
      prefillFromQuery(specs, { orderId: '42', carrier: 'dhl', currentPage: '2', lat: 'x' }),
    ).toEqual({
      orderId: 42,
      carrier: 'dhl',
    });
  });
});
