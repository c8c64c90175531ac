import type { z } from 'zod';
import { baseFields, commonSchemas } from './common';
import { defineResource, type Zod } from './define';
import type { Said } from './messages';

export const carriers = ['dhl', 'ups', 'fedex', 'usps', 'local'] as const;
export const packageStatuses = [
  'label_created',
  'in_transit',
  'out_for_delivery',
  'failed_attempt',
  'delivered',
  'returned',
  'lost',
] as const;

/** After this many failed attempts the only way on is `returned` (SPEC §4). */
export const maxFailedAttempts = 3;

/** Final states (SPEC §4): such a package is history, its details no longer change. */
export const finalPackageStates: readonly string[] = ['delivered', 'returned', 'lost'];

/** The moves that happen at the package's destination, where one is recorded by default (SPEC §11). */
export const movesAtDestination: readonly string[] = [
  'out_for_delivery',
  'failed_attempt',
  'delivered',
];

/** A package can be deleted only while its label is unused: after that it is history. */
export const deletablePackageStates: readonly string[] = ['label_created'];

/** Where a package was last seen. */
const locationSchema = (z: Zod) =>
  z.strictObject({
    city: commonSchemas(z).shortText(1, 80),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  });

/** One step of a package's journey, as the record lists them. */
const trackingEventSchema = (z: Zod) =>
  z.object({
    status: z.enum(packageStatuses),
    location: z.string(),
    at: z.string(),
    note: z.string().nullable(),
    /** A note the server wrote, by its key in the message catalogue; absent on an operator's. */
    noteKey: z.string().optional(),
    noteValues: z.object({}).catchall(z.string().or(z.number())).optional(),
  });
export type TrackingEvent = z.infer<ReturnType<typeof trackingEventSchema>>;

/** A note the server writes on a tracking event: its English words, and its key and values. */
export const keyedNote = (said: Said) => ({
  note: said.text,
  noteKey: said.key,
  noteValues: said.values,
});

export const packages = defineResource({
  name: 'packages',
  table: 'packages',
  idColumn: 'id',
  idType: 'integer',
  label: 'package',
  titleField: 'trackingNumber',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: {
    ...baseFields,
    trackingNumber: {
      type: 'string',
      unique: true,
      sortable: true,
      filterable: true,
      searchable: true,
      list: true,
      serverOwned: true,
    },
    orderId: { type: 'reference', reference: 'orders', filterable: true },
    orderNumber: {
      type: 'string',
      sortable: true,
      sortsAs: 'orderId',
      numberPrefix: 'ORD-',
      filterable: true,
      searchable: true,
      list: true,
      card: true,
      serverOwned: true,
    },
    carrier: {
      type: 'enum',
      options: carriers,
      sortable: true,
      filterable: true,
      list: true,
      card: true,
    },
    status: {
      type: 'enum',
      options: packageStatuses,
      sortable: true,
      filterable: true,
      list: true,
    },
    weightGrams: { type: 'integer', sortable: true, filterable: true },
    lengthCm: { type: 'integer' },
    widthCm: { type: 'integer' },
    heightCm: { type: 'integer' },
    city: {
      type: 'string',
      sortable: true,
      filterable: true,
      searchable: true,
      list: true,
      card: true,
    },
    country: { type: 'string', sortable: true, filterable: true, list: true },
    lat: { type: 'number' },
    lng: { type: 'number' },
    lastLocation: { type: 'json', nullable: true },
    estimatedDelivery: {
      type: 'date',
      sortable: true,
      filterable: true,
      list: true,
      card: true,
    },
    failedAttempts: { type: 'integer', sortable: true, filterable: true, serverOwned: true },
    shippedAt: {
      type: 'datetime',
      sortable: true,
      filterable: true,
      serverOwned: true,
      nullable: true,
    },
    deliveredAt: {
      type: 'datetime',
      sortable: true,
      filterable: true,
      serverOwned: true,
      nullable: true,
    },
    trackingEvents: { type: 'json', serverOwned: true },
  },
  schema: (z) => {
    const { countryCode, isoDate, recordBase, recordReference, shortText, versionField } =
      commonSchemas(z);
    const location = locationSchema(z);
    const centimetres = z
      .number()
      .int('Whole centimetres')
      .min(1, 'At least 1')
      .max(300, 'At most 300');
    const packageInput = {
      orderId: recordReference('Choose an order'),
      carrier: z.enum(carriers),
      weightGrams: z
        .number()
        .int('Whole grams')
        .min(1, 'At least 1 g')
        .max(70_000, 'At most 70,000 g'),
      lengthCm: centimetres,
      widthCm: centimetres,
      heightCm: centimetres,
      city: shortText(1, 80),
      country: countryCode,
      lat: z.number().min(-90, 'Between -90 and 90').max(90, 'Between -90 and 90'),
      lng: z.number().min(-180, 'Between -180 and 180').max(180, 'Between -180 and 180'),
      estimatedDelivery: isoDate,
    };
    return {
      record: z.object({
        ...recordBase,
        trackingNumber: z.string(),
        orderId: z.number().int(),
        orderNumber: z.string(),
        carrier: z.enum(carriers),
        status: z.enum(packageStatuses),
        weightGrams: z.number().int(),
        lengthCm: z.number().int(),
        widthCm: z.number().int(),
        heightCm: z.number().int(),
        city: z.string(),
        country: z.string(),
        lat: z.number(),
        lng: z.number(),
        lastLocation: location.nullable(),
        estimatedDelivery: z.string(),
        failedAttempts: z.number().int(),
        shippedAt: z.string().nullable(),
        deliveredAt: z.string().nullable(),
        trackingEvents: z.array(trackingEventSchema(z)),
      }),
      create: z.strictObject({
        ...packageInput,
        status: z
          .literal('label_created', 'A new package starts with its label created')
          .optional(),
      }),
      update: z.strictObject({
        ...versionField,
        ...z.object(packageInput).omit({ orderId: true }).partial().shape,
        status: z.enum(packageStatuses).optional(),
        lastLocation: location.nullable().optional(),
        /** Recorded on the tracking event of a status change. */
        eventNote: z.string().max(500, 'At most 500 characters').optional(),
        /** Where a status change happened when it is no known place (no coordinates). */
        eventLocation: shortText(1, 80).optional(),
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
    label_created: ['in_transit'],
    in_transit: ['out_for_delivery', 'lost'],
    out_for_delivery: ['delivered', 'failed_attempt'],
    failed_attempt: ['out_for_delivery', 'returned'],
    delivered: [],
    returned: [],
    lost: [],
  },
});
