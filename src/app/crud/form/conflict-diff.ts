/** Which value a conflicting field keeps: the form's own, or the other person's. */
export type ConflictChoice = 'mine' | 'theirs';

/** A field the other person changed since the form loaded the record. */
export interface ConflictRow {
  name: string;
  theirs: unknown;
  mine: unknown;
  /** The form changed it too, to something else: the operator must choose. */
  bothChanged: boolean;
}

/** A value with its object keys in order, empty values as null, so equal data compares equal. */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])])
        .filter(([, entry]) => entry !== null),
    );
  }
  return value;
}

/** Whether two field values hold the same data (key order and empty values aside). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * The fields of `names` the other version (`theirs`) changed against the version the form started
 * from (`started`), with what the form holds now (`mine`) beside them.
 */
export function conflictRows(
  names: readonly string[],
  started: Record<string, unknown>,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
): ConflictRow[] {
  return names
    .filter((name) => !sameValue(started[name], theirs[name]))
    .map((name) => {
      const value = name in mine ? mine[name] : started[name];
      return {
        name,
        theirs: theirs[name],
        mine: value,
        bothChanged: !sameValue(value, started[name]) && !sameValue(value, theirs[name]),
      };
    });
}

/** A field only they changed takes theirs; one both changed waits for the operator. */
export function defaultChoices(rows: readonly ConflictRow[]): Record<string, ConflictChoice> {
  return Object.fromEntries(
    rows.filter((row) => !row.bothChanged).map((row) => [row.name, 'theirs' as const]),
  );
}

/**
 * What Apply puts into the form: their value for each field where theirs was taken; `complete`
 * only when every row has a choice.
 */
export function resolution(
  rows: readonly ConflictRow[],
  choices: Partial<Record<string, ConflictChoice>>,
): { complete: boolean; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  for (const row of rows) if (choices[row.name] === 'theirs') values[row.name] = row.theirs;
  return { complete: rows.every((row) => choices[row.name] !== undefined), values };
}
