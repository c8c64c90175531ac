import { isServerMessage, sentence, type Values } from '../../src/resources/messages';

const isValues = (values: unknown): values is Values =>
  values !== null &&
  typeof values === 'object' &&
  !Array.isArray(values) &&
  Object.values(values).every((value) => typeof value === 'string' || typeof value === 'number');

/** Why `errorKeys` does not stand beside `errors` (same fields, same order, a key per message). */
function errorKeysBreach(errors: unknown, errorKeys: unknown): string | null {
  if (errors === undefined) return errorKeys === undefined ? null : 'errorKeys without errors';
  if (errorKeys === null || typeof errorKeys !== 'object') return 'errors without errorKeys';
  const fields = Object.keys(errors as object);
  if (fields.join('\n') !== Object.keys(errorKeys).join('\n'))
    return 'errorKeys names other fields than errors';
  for (const field of fields) {
    const messages = (errors as Record<string, unknown[]>)[field] ?? [];
    const keys = (errorKeys as Record<string, unknown>)[field];
    if (!Array.isArray(keys) || keys.length !== messages.length)
      return `errorKeys.${field} is not one key per message`;
    for (const entry of keys as { key?: unknown; values?: unknown }[])
      if (!isServerMessage(entry?.key) || !isValues(entry.values))
        return `errorKeys.${field} holds ${JSON.stringify(entry)}, not a catalogue key and values`;
  }
  return null;
}

/**
 * Why an error body's keys break SPEC §11, or null: `messageKey` is a key of the catalogue whose
 * English sentence with `values` is `message`, and `errorKeys` mirrors `errors`.
 */
export function messageKeyBreach(body: Record<string, unknown>): string | null {
  const { messageKey, values, message } = body;
  if (!isServerMessage(messageKey))
    return `messageKey ${String(messageKey)} is not in the catalogue`;
  if (!isValues(values)) return 'values is not name → string or number';
  if (sentence(messageKey, values) !== message)
    return `${messageKey} with its values says "${sentence(messageKey, values)}", not "${String(message)}"`;
  return errorKeysBreach(body.errors, body.errorKeys);
}
