import type { ChangeSide } from '../../crud/fields/change-lines';

const longest = 40;

/** A value's text, cut short enough for a table cell. */
export function shortened(text: string): string {
  return text.length > longest ? `${text.slice(0, longest - 1)}…` : text;
}

/** The record one side of an entry's changes describes, as far as they tell. */
export function recordOfSide(
  changes: Record<string, unknown>,
  side: ChangeSide,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(changes).map(([name, change]) => [
      name,
      Array.isArray(change) ? change[side] : change,
    ]),
  );
}
