import type { z } from 'zod';

/**
 * The parts of zod a definition builds its schemas with, handed to its `schema` by `schemasOf`
 * (schemas.ts). A definition only names zod's types, so the screens that read definitions but
 * validate nothing (the menu, the dashboard, the lists) load no zod (`npm run bench:web --
 * --by-package` shows its weight). Named one by one, not the whole namespace, so that the
 * bundle keeps only these.
 */
export type Zod = Pick<
  typeof z,
  'array' | 'email' | 'enum' | 'literal' | 'number' | 'object' | 'strictObject' | 'string'
>;

/** The zod schemas of a resource. */
export interface ResourceSchemas<
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
> {
  /** The record as the API returns it. */
  record: z.ZodObject;
  create?: Create;
  update?: Update;
}

/** The four roles of SPEC §1. */
export const roles = ['admin', 'operator', 'viewer', 'customer'] as const;
export type Role = (typeof roles)[number];
export const staffRoles = ['admin', 'operator', 'viewer'] as const satisfies readonly Role[];

/** Whether `role` is staff's, who sign in to the dashboard with a password (customers cannot). */
export const isStaff = (role: unknown): boolean =>
  (staffRoles as readonly unknown[]).includes(role);

/** What a role may do with a resource. Status changes are edits. */
export const actions = ['list', 'show', 'create', 'edit', 'delete'] as const;
export type Action = (typeof actions)[number];

export type FieldType =
  | 'id'
  | 'string'
  | 'text'
  | 'email'
  | 'phone'
  | 'integer'
  | 'money'
  | 'number'
  | 'percent'
  | 'enum'
  | 'date'
  | 'datetime'
  | 'reference'
  | 'json';

/** How one field is stored, listed, filtered, sorted, searched and edited. */
export interface FieldDefinition {
  type: FieldType;
  /** Allowed values of an enum field. */
  options?: readonly string[];
  /** The resource an id points at. */
  reference?: string;
  sortable?: boolean;
  /**
   * The column a sort by this field reads instead, whose order its values follow by
   * construction: an order's number is its id zero-padded to six digits, so past ORD-999999 its
   * text sorts ORD-1000000 between ORD-100000 and ORD-100001, and the newest orders would sink
   * into the middle of a list sorted by number.
   */
  sortsAs?: string;
  /**
   * With `sortsAs`: the text before the digits of the id the field is made of (`ORD-` of
   * `ORD-000123`). A range of the field (`_gte`, `_lte`) is then a range of that id, for the same
   * reason as its sort: by text, `number_gte=ORD-200000` left ORD-1000000 out.
   */
  numberPrefix?: string;
  filterable?: boolean;
  /** Part of the full-text index used by `q`. */
  searchable?: boolean;
  /** Shown as a column in the list. */
  list?: boolean;
  /** Set by the server; ignored on input. */
  serverOwned?: boolean;
  /** Accepted on input, never returned. */
  writeOnly?: boolean;
  /** May be null. */
  nullable?: boolean;
  /** No two records hold the same value (a unique index keeps it so): a sort by it has no ties. */
  unique?: boolean;
  /** A whole number stored in 64 bits (a sum such as a day's revenue); others are 32-bit. */
  bigint?: boolean;
}

/** A row-level rule: a role sees only the records where `field` is one of `values`. */
export interface RecordScope {
  field: string;
  values: readonly string[];
}

export interface ResourceDefinition<
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
> {
  /** URL segment and resource name, e.g. `orders`. */
  name: string;
  /** Database table. */
  table: string;
  /** Column that answers to `id` in the API (stats use the date). */
  idColumn: string;
  idType: 'integer' | 'string';
  /** Singular label for messages. */
  label: string;
  fields: Record<string, FieldDefinition>;
  /**
   * Builds the schemas from zod; call `schemasOf(resource)`, which builds them once. A resource
   * has a create (update) schema exactly when some role may create (edit) it.
   */
  schema: (z: Zod) => ResourceSchemas<Create, Update>;
  permissions: Record<Role, readonly Action[]>;
  /**
   * Per role, the only fields its edits may change (operators keep a product's stock, nothing
   * else); a role without an entry may change every field its update schema takes.
   */
  editableFields?: Partial<Record<Role, readonly string[]>>;
  /** Per-role record rules: a record outside the scope does not exist for that role. */
  scopes?: Partial<Record<Role, RecordScope>>;
  /** Allowed next states per state; present when the resource has a `status` lifecycle. */
  transitions?: Record<string, readonly string[]>;
  /** Default list order. */
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** A field that names a record in menus, search results and messages. */
  titleField: string;
}

/** Keeps the literal types of a definition while checking its shape. */
export function defineResource<C extends z.ZodType, U extends z.ZodType>(
  definition: ResourceDefinition<C, U>,
): ResourceDefinition<C, U> {
  return definition;
}

/** How a record is named in labels and messages: its title field as stored, or its id. */
export function titleOf(resource: ResourceDefinition, record: Record<string, unknown>): string {
  return String(record[resource.titleField] ?? record.id);
}

/** Whether `role` may do `action` on `resource`. */
export function can(resource: ResourceDefinition, role: Role, action: Action): boolean {
  return resource.permissions[role].includes(action);
}

/** Whether `role`'s edits of `resource` may change `field`. */
export function mayChange(resource: ResourceDefinition, role: Role, field: string): boolean {
  return resource.editableFields?.[role]?.includes(field) ?? true;
}

/** Whether some role may do `action` on `resource`: whether the API and the app offer it at all. */
export function offers(resource: ResourceDefinition, action: Action): boolean {
  return roles.some((role) => can(resource, role, action));
}

/** Whether anyone may create, edit or delete `resource`'s records (a move of status is an edit). */
export function writtenByAnyone(resource: ResourceDefinition): boolean {
  return (['create', 'edit', 'delete'] as const).some((action) => offers(resource, action));
}

/** The states a record in `from` may move to. */
export function nextStates(resource: ResourceDefinition, from: string): readonly string[] {
  return resource.transitions?.[from] ?? [];
}
