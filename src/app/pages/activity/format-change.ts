const longest = 40;

/** A value's text, cut short enough for a table cell. */
export function shortened(text: string): string {
  return text.length > longest ? `${text.slice(0, longest - 1)}…` : text;
}

/** The side of a logged `[before, after]` pair: 0 before, 1 after. */
export type ChangeSide = 0 | 1;

/**
 * `label: before → after`, or `label: after` when there was nothing before; `show` writes each
 * value, knowing its side.
 */
export function formatChange(
  label: string,
  change: unknown,
  show: (value: unknown, side: ChangeSide) => string,
): string {
  if (!Array.isArray(change)) return `${label}: ${show(change, 1)}`;
  const [before, after] = change as [unknown, unknown];
  return before === null || before === undefined
    ? `${label}: ${show(after, 1)}`
    : `${label}: ${show(before, 0)} → ${show(after, 1)}`;
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
