import { z } from 'zod';
import { commonSchemas } from './common';
import type { ResourceDefinition, ResourceSchemas, Zod } from './define';
import { orderItemSchema } from './orders';

/**
 * The resources' zod schemas, for what validates: the server and the app's forms. Kept apart from
 * the definitions so that the screens which only read definitions load no zod.
 */
const zod: Zod = {
  array: z.array,
  email: z.email,
  enum: z.enum,
  literal: z.literal,
  number: z.number,
  object: z.object,
  strictObject: z.strictObject,
  string: z.string,
};

const built = new WeakMap<ResourceDefinition, ResourceSchemas>();

/** A resource's schemas, built once per resource. */
export function schemasOf<C extends z.ZodType, U extends z.ZodType>(
  resource: ResourceDefinition<C, U>,
): ResourceSchemas<C, U> {
  let schemas = built.get(resource) as ResourceSchemas<C, U> | undefined;
  if (!schemas) {
    schemas = resource.schema(zod);
    built.set(resource, schemas);
  }
  return schemas;
}

export const { isoDate, password, phoneNumber, shortText } = commonSchemas(zod);
export const orderItem = orderItemSchema(zod);
