import type { z } from 'zod';
import { inputValue } from './zod-rules';

/** The request body of a form: each value as its input schema accepts it (see `inputValue`). */
export function toPayload(
  shape: Record<string, z.ZodType>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const schema = shape[key];
    if (!schema) {
      if (value !== undefined) body[key] = value;
      continue;
    }
    const input = inputValue(schema, value);
    if (input.send) body[key] = input.value;
  }
  return body;
}

/**
 * What an edit sends: the fields that differ from the record it started from, and the version.
 * Fields someone else changed meanwhile, and the user did not touch, are left as they are.
 */
export function changedFields(
  body: Record<string, unknown>,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'version' || JSON.stringify(value) !== JSON.stringify(record[key] ?? null)) {
      changed[key] = value;
    }
  }
  return changed;
}
