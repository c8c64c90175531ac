import type { BaseRecord } from '@refinedev/core';

/** An order as the API returns it: pending, one mug, in Leipzig; `fields` override any part. */
export function anOrder(fields: Partial<BaseRecord> & { id: number }): BaseRecord {
  return {
    version: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    number: `ORD-${String(fields.id).padStart(6, '0')}`,
    customerId: 11,
    customerName: 'Anna Schmidt',
    status: 'pending',
    items: [{ sku: 'MUG-1', name: 'Mug', quantity: 1, unitPrice: 1250 }],
    amount: 1250,
    currency: 'EUR',
    street: 'Hauptstraße 1',
    city: 'Leipzig',
    postalCode: '04109',
    country: 'DE',
    note: null,
    ...fields,
  };
}

/** A user as the API returns one: an active admin in Leipzig; `fields` override any part. */
export function aUser(fields: Partial<BaseRecord> & { id: number }): BaseRecord {
  return {
    version: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    name: 'Ada Admin',
    email: `user${fields.id}@example.com`,
    role: 'admin',
    status: 'active',
    phone: null,
    street: 'Prager Straße 12',
    postalCode: '04103',
    city: 'Leipzig',
    country: 'DE',
    ...fields,
  };
}

/** A customer as the users endpoint returns one. */
export const aCustomer = (id: number, name: string): BaseRecord => ({
  id,
  name,
  email: `customer${id}@example.com`,
  role: 'customer',
});
