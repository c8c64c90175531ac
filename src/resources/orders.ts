import type { z } from 'zod';
import { baseFields, commonSchemas, currencies } from './common';
import { defineResource, type Zod } from './define';
import { keyed } from './messages';

export const orderStatuses = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;

/** Items and address may change only in these states (SPEC §4). */
export const orderEditableStates: readonly string[] = ['pending', 'confirmed'];

/**
 * What may change only while an order is editable: its items and address (SPEC §4), and with
 * them its currency and its customer (the address is the customer's; a shipped order moved to
 * another customer would keep the first one's).
 */
export const orderFieldsLockedOnceShipped: readonly string[] = [
  'customerId',
  'items',
  'currency',
  'street',
  'city',
  'postalCode',
  'country',
];

/** Orders in these states still take new packages. */
export const packableOrderStates: readonly string[] = ['pending', 'confirmed', 'shipped'];

/** Orders that have shipped: each keeps at least one package (SPEC §4: `shipped` needs one). */
export const shippedOrderStates: readonly string[] = ['shipped', 'delivered', 'refunded'];

/**
 * Whether an order may move to `to` given the states of its packages (SPEC §4): `shipped` needs
 * at least one package, `delivered` needs every package delivered. Other moves need nothing.
 */
export function packagesAllow(to: string, packageStatuses: readonly string[]): boolean {
  if (to === 'shipped') return packageStatuses.length > 0;
  if (to === 'delivered')
    return packageStatuses.length > 0 && packageStatuses.every((status) => status === 'delivered');
  return true;
}

/** One line of an order. */
export function orderItemSchema(z: Zod) {
  const { recordReference, shortText } = commonSchemas(z);
  return z.strictObject({
    /** The catalogue's product the line was picked from, if any (SPEC §11). */
    productId: recordReference('Choose an existing product').optional(),
    sku: shortText(1, 40),
    name: shortText(1, 120),
    quantity: z.number().int('Whole units only').min(1, 'At least 1').max(999, 'At most 999'),
    unitPrice: z
      .number()
      .int('Whole cents only')
      .min(0, 'Cannot be negative')
      .max(1_000_000, 'At most 1,000,000 cents'),
  });
}
export type OrderItem = z.infer<ReturnType<typeof orderItemSchema>>;

export const maxOrderAmount = 100_000_000;

/** Σ quantity × unitPrice, in cents. */
export function orderAmount(items: readonly OrderItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
}

export const orders = defineResource({
  name: 'orders',
  table: 'orders',
  idColumn: 'id',
  idType: 'integer',
  label: 'order',
  titleField: 'number',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: {
    ...baseFields,
    number: {
      type: 'string',
      unique: true,
      sortable: true,
      sortsAs: 'id',
      numberPrefix: 'ORD-',
      filterable: true,
      searchable: true,
      list: true,
      serverOwned: true,
    },
    customerId: { type: 'reference', reference: 'users', filterable: true },
    customerName: {
      type: 'string',
      sortable: true,
      filterable: true,
      searchable: true,
      list: true,
      serverOwned: true,
    },
    status: { type: 'enum', options: orderStatuses, sortable: true, filterable: true, list: true },
    items: { type: 'json' },
    amount: { type: 'money', sortable: true, filterable: true, list: true, serverOwned: true },
    currency: { type: 'enum', options: currencies, sortable: true, filterable: true, list: true },
    street: { type: 'string', searchable: true },
    city: { type: 'string', sortable: true, filterable: true, searchable: true, list: true },
    postalCode: { type: 'string', filterable: true, searchable: true },
    country: { type: 'string', sortable: true, filterable: true, list: true },
    note: { type: 'text', searchable: true, nullable: true },
  },
  schema: (z) => {
    const { address, recordBase, recordReference, versionField } = commonSchemas(z);
    const orderItem = orderItemSchema(z);
    const orderInput = {
      customerId: recordReference('Choose a customer'),
      items: z
        .array(orderItem)
        .min(1, 'An order needs at least one item')
        .max(50, 'At most 50 items')
        .refine((list) => orderAmount(list) <= maxOrderAmount, keyed('validation.maxTotal')),
      currency: z.enum(currencies),
      ...address,
      note: z.string().max(1000, 'At most 1000 characters').optional(),
    };
    return {
      record: z.object({
        ...recordBase,
        number: z.string(),
        customerId: z.number().int(),
        customerName: z.string(),
        status: z.enum(orderStatuses),
        items: z.array(orderItem),
        amount: z.number().int(),
        currency: z.enum(currencies),
        street: z.string(),
        city: z.string(),
        postalCode: z.string(),
        country: z.string(),
        note: z.string().nullable(),
      }),
      create: z.strictObject({
        ...orderInput,
        status: z.literal('pending', 'A new order starts as pending').optional(),
      }),
      update: z.strictObject({
        ...versionField,
        ...z.object(orderInput).partial().shape,
        status: z.enum(orderStatuses).optional(),
      }),
    };
  },
  permissions: {
    admin: ['list', 'show', 'create', 'edit', 'delete'],
    operator: ['list', 'show', 'create', 'edit'],
    viewer: ['list', 'show'],
    customer: [],
  },
  transitions: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['shipped', 'cancelled'],
    shipped: ['delivered'],
    delivered: ['refunded'],
    cancelled: [],
    refunded: [],
  },
});
