import { z } from 'zod';
import { defineResource } from './define';

/** One row per calendar day (UTC), derived from the other tables; read-only. */
export const stats = defineResource({
  name: 'stats',
  table: 'stats',
  idColumn: 'date',
  idType: 'string',
  label: 'day',
  titleField: 'date',
  defaultSort: { field: 'date', order: 'desc' },
  fields: {
    date: { type: 'date', sortable: true, filterable: true, list: true, serverOwned: true },
    ordersCount: {
      type: 'integer',
      sortable: true,
      filterable: true,
      list: true,
      serverOwned: true,
    },
    revenue: {
      type: 'money',
      sortable: true,
      filterable: true,
      list: true,
      serverOwned: true,
      bigint: true,
    },
    averageOrderValue: {
      type: 'money',
      sortable: true,
      filterable: true,
      list: true,
      serverOwned: true,
    },
    newCustomers: {
      type: 'integer',
      sortable: true,
      filterable: true,
      list: true,
      serverOwned: true,
    },
    packagesShipped: {
      type: 'integer',
      sortable: true,
      filterable: true,
      list: true,
      serverOwned: true,
    },
    packagesDelivered: {
      type: 'integer',
      sortable: true,
      filterable: true,
      list: true,
      serverOwned: true,
    },
    onTimeRate: {
      type: 'percent',
      sortable: true,
      filterable: true,
      list: true,
      serverOwned: true,
      nullable: true,
    },
    cancelledCount: {
      type: 'integer',
      sortable: true,
      filterable: true,
      list: true,
      serverOwned: true,
    },
  },
  schema: {
    record: z.object({
      id: z.string(),
      date: z.string(),
      ordersCount: z.number().int(),
      revenue: z.number().int(),
      averageOrderValue: z.number().int(),
      newCustomers: z.number().int(),
      packagesShipped: z.number().int(),
      packagesDelivered: z.number().int(),
      onTimeRate: z.number().nullable(),
      cancelledCount: z.number().int(),
    }),
  },
  permissions: {
    admin: ['list', 'show'],
    operator: ['list', 'show'],
    viewer: ['list', 'show'],
    customer: [],
  },
});
