import type { z } from 'zod';
import type { ResourceDefinition } from '../../resources';
import { issueMessage } from '../../resources/issue-keys';
import { type Said, say } from '../../resources/messages';
import { badRequest, type FieldErrors, validationFailed } from '../errors';

const alwaysServerOwned = ['id', 'createdAt', 'updatedAt'];

/** Collects zod issues by field; unknown keys each get their own entry. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  // No prototype: a field named `__proto__`, `constructor` or `hasOwnProperty` is just a name.
  const errors: FieldErrors = Object.create(null);
  const add = (path: string, message: Said) => {
    errors[path] = [...(errors[path] ?? []), message];
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), say('unknownField'));
      continue;
    }
    add(issue.path.length > 0 ? issue.path.join('.') : '_', issueMessage(issue));
  }
  return errors;
}

/**
 * Parses a query string with a zod schema, or throws 400 naming each parameter at fault: what is
 * wrong with a query is a bad request (SPEC §8: an unknown filter, bad paging), not a form's 422.
 */
export function parseQueryWith<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const problems = Object.entries(fieldErrors(result.error))
    .map(([name, messages]) => `${name}: ${messages.join(', ')}`)
    .join('; ');
  throw badRequest(say('parameters', { problems }));
}

/** Parses a JSON body with a zod schema, or throws 422 naming each field at fault. */
export function parseWith<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw validationFailed(fieldErrors(result.error));
  return result.data;
}

/**
 * Validates a write body against the resource's schema. Server-owned fields are dropped first
 * (SPEC §5: ignored on input); anything else unknown is refused by the strict schema.
 */
export function parseInput<T extends z.ZodType>(
  resource: ResourceDefinition,
  schema: T,
  body: unknown,
  keepVersion: boolean,
): z.output<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(say('recordAsObject'));
  }
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const serverOwned =
      alwaysServerOwned.includes(key) || resource.fields[key]?.serverOwned === true;
    if (key === 'version' ? !keepVersion : serverOwned) continue;
    input[key] = value;
  }
  return parseWith(schema, input);
}
