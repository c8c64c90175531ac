import type { z } from 'zod';

/** The four roles of SPEC §1. */
export const roles = ['admin', 'operator', 'viewer', 'customer'] as const;
export type Role = (typeof roles)[number];
export const staffRoles = ['admin', 'operator', 'viewer'] as const satisfies readonly Role[];

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
  schema: {
    /** The record as the API returns it. */
    record: z.ZodObject;
    create?: Create;
    update?: Update;
  };
  permissions: Record<Role, readonly Action[]>;
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

/** Whether `role` may do `action` on `resource`. */
export function can(resource: ResourceDefinition, role: Role, action: Action): boolean {
  return resource.permissions[role].includes(action);
}

/** The states a record in `from` may move to. */
export function nextStates(resource: ResourceDefinition, from: string): readonly string[] {
  return resource.transitions?.[from] ?? [];
}
