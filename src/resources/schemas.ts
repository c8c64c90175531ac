import { z } from 'zod';
import {
  choiceMessage,
  commonSchemas,
  numberMessage,
  requiredMessage,
  textMessage,
} from './common';
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
/**
 * A value of the wrong kind, or none, in the resources' words: `Required` for nothing, else what
 * it must be, instead of zod's `Invalid input: expected string, received undefined`.
 */
const kindMessage = (kind: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? requiredMessage : kind;
const text = ((params?: Parameters<typeof z.string>[0]) =>
  z.string(params ?? { error: kindMessage(textMessage) })) as typeof z.string;
const number = ((params?: Parameters<typeof z.number>[0]) =>
  z.number(params ?? { error: kindMessage(numberMessage) })) as typeof z.number;

const zod: Zod = {
  array: z.array,
  email: z.email,
  enum: choice,
  literal: z.literal,
  number,
  object: z.object,
  strictObject: z.strictObject,
  string: text,
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
