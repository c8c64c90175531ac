import type { Said } from '../../resources/messages';
import { validationFailed } from '../errors';
import type { Row } from './types';

/**
 * The fields among `fields` that `changes` would set to another value than `current` holds; a
 * JSON field (`json`, stored as text) is compared by its value.
 */
export function changedFields(
  current: Row,
  changes: Row,
  fields: readonly string[],
  json: readonly string[] = [],
): string[] {
  return fields.filter((field) => {
    if (!(field in changes)) return false;
    const stored = current[field];
    const before = json.includes(field) && typeof stored === 'string' ? JSON.parse(stored) : stored;
    return JSON.stringify(changes[field] ?? null) !== JSON.stringify(before ?? null);
  });
}

/** Refuses a write that changes `fields` its record's state keeps, each named with `message`. */
export function refuseLocked(fields: readonly string[], message: Said): void {
  if (fields.length > 0)
    throw validationFailed(Object.fromEntries(fields.map((field) => [field, [message]])), message);
}
