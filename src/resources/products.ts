import { baseFields, commonSchemas, currencies } from './common';
import { defineResource } from './define';

export const productStatuses = ['active', 'archived'] as const;

/** Upper-case letters, digits and dashes (SPEC §11). */
export const skuPattern = /^[A-Z0-9-]+$/;

/** The largest stock a product may hold: the 32-bit integer column's. */
export const maxStock = 2_147_483_647;

export const products = defineResource({
  name: 'products',
  table: 'products',
  idColumn: 'id',
  idType: 'integer',
  label: 'product',
  titleField: 'name',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: {
    ...baseFields,
    sku: {
      type: 'string',
      unique: true,
      sortable: true,
      filterable: true,
      searchable: true,
      list: true,
      card: true,
    },
    name: { type: 'string', sortable: true, filterable: true, searchable: true, list: true },
    unitPrice: { type: 'money', sortable: true, filterable: true, list: true, card: true },
    currency: { type: 'enum', options: currencies, filterable: true, list: true },
    stock: { type: 'integer', sortable: true, filterable: true, list: true, card: true },
    status: {
      type: 'enum',
      options: productStatuses,
      sortable: true,
      filterable: true,
      list: true,
    },
  },
  schema: (z) => {
    const { recordBase, shortText, versionField } = commonSchemas(z);
    const productInput = {
      sku: shortText(1, 40).regex(skuPattern, 'Upper-case letters, digits and dashes only'),
      name: shortText(1, 120),
      unitPrice: z
        .number()
        .int('Whole cents only')
        .min(0, 'Cannot be negative')
        .max(1_000_000, 'At most 1,000,000 cents'),
      currency: z.enum(currencies),
      stock: z.number().int('Whole units only').min(0, 'Cannot be negative').max(maxStock),
    };
    return {
      record: z.object({
        ...recordBase,
        sku: z.string(),
        name: z.string(),
        unitPrice: z.number().int(),
        currency: z.enum(currencies),
        stock: z.number().int(),
        status: z.enum(productStatuses),
      }),
      create: z.strictObject({
        ...productInput,
        status: z.enum(productStatuses).optional(),
      }),
      update: z.strictObject({
        ...versionField,
        ...z.object(productInput).partial().shape,
        status: z.enum(productStatuses).optional(),
      }),
    };
  },
  permissions: {
    admin: ['list', 'show', 'create', 'edit', 'delete'],
    operator: ['list', 'show', 'edit'],
    viewer: ['list', 'show'],
    customer: [],
  },
  editableFields: { operator: ['stock'] },
  transitions: { active: ['archived'], archived: ['active'] },
});
