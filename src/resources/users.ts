import { baseFields, commonSchemas } from './common';
import { defineResource, isStaff, roles } from './define';
import { keyed, say } from './messages';

export const userStatuses = ['active', 'disabled'] as const;

/** Who has a password: staff sign in with one; customers cannot sign in, so have none. */
export const passwordRules = {
  staff: say('validation.staffPassword'),
  customer: say('validation.customerPassword'),
} as const;

export const users = defineResource({
  name: 'users',
  table: 'users',
  idColumn: 'id',
  idType: 'integer',
  label: 'user',
  titleField: 'name',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: {
    ...baseFields,
    name: { type: 'string', sortable: true, filterable: true, searchable: true, list: true },
    email: {
      type: 'email',
      unique: true,
      sortable: true,
      filterable: true,
      searchable: true,
      list: true,
      card: true,
    },
    phone: { type: 'phone', searchable: true, nullable: true },
    role: {
      type: 'enum',
      options: roles,
      sortable: true,
      filterable: true,
      list: true,
      card: true,
    },
    status: { type: 'enum', options: userStatuses, sortable: true, filterable: true, list: true },
    street: { type: 'string' },
    city: {
      type: 'string',
      sortable: true,
      filterable: true,
      searchable: true,
      list: true,
      card: true,
    },
    postalCode: { type: 'string', filterable: true },
    country: { type: 'string', sortable: true, filterable: true },
    lastLoginAt: {
      type: 'datetime',
      sortable: true,
      filterable: true,
      serverOwned: true,
      nullable: true,
    },
    password: { type: 'string', writeOnly: true },
  },
  schema: (z) => {
    const { countryCode, password, phoneNumber, recordBase, shortText, versionField } =
      commonSchemas(z);
    const userInput = {
      name: shortText(2, 80),
      email: z
        .string()
        .trim()
        .max(254, 'At most 254 characters')
        .pipe(z.email('Enter a valid email address'))
        .transform((value) => value.toLowerCase()),
      phone: phoneNumber.nullable().optional(),
      role: z.enum(roles),
      status: z.enum(userStatuses).optional(),
      street: z.string().trim().max(120, 'At most 120 characters').optional(),
      city: z.string().trim().max(80, 'At most 80 characters').optional(),
      postalCode: z.string().trim().max(20, 'At most 20 characters').optional(),
      country: countryCode.or(z.literal('')).optional(),
      /** Staff only; write-only. */
      password: password.optional(),
    };
    return {
      record: z.object({
        ...recordBase,
        name: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        role: z.enum(roles),
        status: z.enum(userStatuses),
        street: z.string(),
        city: z.string(),
        postalCode: z.string(),
        country: z.string(),
        lastLoginAt: z.string().nullable(),
      }),
      create: z.strictObject(userInput).superRefine((user, context) => {
        if (isStaff(user.role) && !user.password) {
          context.addIssue({
            code: 'custom',
            path: ['password'],
            ...keyed(passwordRules.staff.key),
          });
        }
        if (!isStaff(user.role) && user.password) {
          context.addIssue({
            code: 'custom',
            path: ['password'],
            ...keyed(passwordRules.customer.key),
          });
        }
      }),
      update: z.strictObject({ ...versionField, ...z.object(userInput).partial().shape }),
    };
  },
  permissions: {
    admin: ['list', 'show', 'create', 'edit', 'delete'],
    operator: ['list', 'show'],
    viewer: [],
    customer: [],
  },
  scopes: { operator: { field: 'role', values: ['customer'] } },
  transitions: { active: ['disabled'], disabled: ['active'] },
});
