import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { FieldDefinition, ResourceDefinition } from '../../resources';
import { say } from '../../resources/messages';
import { schemasOf } from '../../resources/schemas';
import { badRequest, validationFailed } from '../errors';
import type { Row } from '../rules/types';
import { toRecord } from './api-record';
import { parseInput } from './input';

/** How a resource's PUT body is read: its schema, and the record fields fixed once created. */
interface Replacement {
  schema: z.ZodObject;
  /** Set on create and never changed after (a package's order): echoed back, they must match. */
  fixed: readonly string[];
}

const replacements = new WeakMap<ResourceDefinition, Replacement | undefined>();

const shapeOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;

/**
 * The PUT schema: the update's fields, each required as a create requires it, a nullable one
 * taking the `null` the record shows for it (a client sends the record it read back).
 */
function replacementOf(resource: ResourceDefinition): Replacement | undefined {
  if (replacements.has(resource)) return replacements.get(resource);
  const { record, create, update } = schemasOf(resource);
  const updates = shapeOf(update);
  const creates = shapeOf(create) ?? {};
  let replacement: Replacement | undefined;
  if (updates) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, field] of Object.entries(updates)) {
      const created = creates[key];
      const required = created !== undefined && !created.safeParse(undefined).success;
      const chosen = required ? created : field;
      shape[key] = resource.fields[key]?.nullable ? chosen.nullable() : chosen;
    }
    const fixed = Object.keys(record.shape).filter(
      (key) => !(key in shape) && key !== 'id' && !resource.fields[key]?.serverOwned,
    );
    replacement = { schema: z.strictObject(shape), fixed };
  }
  replacements.set(resource, replacement);
  return replacement;
}

/** The resource's PUT body schema, for the OpenAPI document; none for a read-only resource. */
export const replaceSchemaOf = (resource: ResourceDefinition): z.ZodObject | undefined =>
  replacementOf(resource)?.schema;

const textTypes = new Set(['string', 'text', 'email', 'phone']);

/**
 * What an omitted field of a PUT becomes: its empty value, as a create leaves it. A status moves
 * only by its transitions and a write-only password is never read back, so those keep theirs.
 */
function resetOf(key: string, field: FieldDefinition | undefined): { value: unknown } | undefined {
  if (!field || field.writeOnly || key === 'status') return undefined;
  if (field.nullable) return { value: null };
  if (textTypes.has(field.type)) return { value: '' };
  return undefined;
}

export interface ReplaceInput {
  /** The update to apply, omitted fields reset. */
  input: Record<string, unknown>;
  /** The fixed fields the body echoed, to compare with the stored record. */
  echoed: Record<string, unknown>;
}

/**
 * Reads a PUT body (json-server: the body is the whole record): validated as a create with its
 * `version`, server-owned fields ignored (SPEC §5), omitted fields reset (`resetOf`).
 */
export function parseReplacement(resource: ResourceDefinition, body: unknown): ReplaceInput {
  const replacement = replacementOf(resource);
  if (!replacement) throw new Error(`${resource.name} has no update schema`);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(say('recordAsObject'));
  }
  const rest: Record<string, unknown> = {};
  const echoed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (replacement.fixed.includes(key)) echoed[key] = value;
    else rest[key] = value;
  }
  const input = parseInput(resource, replacement.schema, rest, true) as Record<string, unknown>;
  for (const key of Object.keys(replacement.schema.shape)) {
    if (key in input) continue;
    const reset = resetOf(key, resource.fields[key]);
    if (reset) input[key] = reset.value;
  }
  return { input, echoed };
}

/** Refuses a PUT whose echoed fixed fields differ from the stored record's: they cannot change. */
export function assertFixedKept(
  resource: ResourceDefinition,
  row: Row,
  echoed: Record<string, unknown>,
): void {
  const stored = toRecord(resource, row);
  const changed = Object.keys(echoed).filter((key) => !isDeepStrictEqual(echoed[key], stored[key]));
  if (changed.length > 0) {
    throw validationFailed(Object.fromEntries(changed.map((key) => [key, [say('cannotChange')]])));
  }
}
