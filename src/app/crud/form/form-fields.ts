import { z } from 'zod';
import type { FieldDefinition, ResourceDefinition } from '../../../resources';
import { schemasOf } from '../../../resources/schemas';
import type { ResourceSlots } from '../slots/types';

/** One input of a create or edit form, with the zod schema that validates it. */
export interface FormFieldSpec {
  name: string;
  field: FieldDefinition;
  schema: z.ZodType;
  /** Shown with the required mark: a new record cannot leave it out. */
  required: boolean;
}

/** The input fields of a create or update schema (zod 4 keeps `.shape` on a refined object). */
export function inputShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

const rejectsUndefined = (schema: z.ZodType | undefined) =>
  schema !== undefined && !schema.safeParse(undefined).success;

/**
 * The form fields of a resource, from its create or update schema's keys: server-owned fields,
 * `version` (carried hidden), `status` of a lifecycle (changed by the status buttons) and JSON
 * fields without a custom widget are left out.
 */
export function formFieldsOf(
  resource: ResourceDefinition,
  mode: 'create' | 'edit',
  slots: ResourceSlots = {},
): FormFieldSpec[] {
  const schemas = schemasOf(resource);
  const shape = inputShape(mode === 'create' ? schemas.create : schemas.update);
  const createShape = inputShape(schemas.create);
  const specs: FormFieldSpec[] = [];
  for (const [name, schema] of Object.entries(shape)) {
    const field = resource.fields[name];
    const custom = slots.formFields?.[name] !== undefined;
    if (!field || name === 'version' || field.serverOwned) continue;
    if (name === 'status' && resource.transitions) continue;
    if (field.type === 'json' && !custom) continue;
    specs.push({ name, field, schema, required: rejectsUndefined(createShape[name] ?? schema) });
  }
  const order = slots.formOrder ?? [];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return specs.sort((a, b) => rank(a.name) - rank(b.name));
}
