import { z } from 'zod';
import { choiceMessage, commonSchemas } from './common';
import type { ResourceDefinition, ResourceSchemas, Zod } from './define';
import { orderItemSchema } from './orders';

/**
 * `z.enum` that answers in the resources' words: `Required` for nothing, the allowed values for a
 * wrong one, instead of zod's `Invalid option: expected one of "dhl"|"ups"…`. A message passed
 * to it still wins.
 */
const choice = ((
  values: Readonly<Record<string, string>> | readonly string[],
  params?: Parameters<typeof z.enum>[1],
) =>
  z.enum(
    values as readonly string[],
    params ?? { error: (issue) => choiceMessage(Object.values(values), issue.input) },
  )) as typeof z.enum;

/**
 * The resources' zod schemas, for what validates: the server and the app's forms. Kept apart from
 * the definitions so that the screens which only read definitions load no zod.
 */
const zod: Zod = {
  array: z.array,
  email: z.email,
  enum: choice,
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
