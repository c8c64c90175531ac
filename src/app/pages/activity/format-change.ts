const longest = 40;

/** One value of a change, short enough for a table cell. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > longest ? `${text.slice(0, longest - 1)}…` : text;
}

/** `field: before → after`, or `field: after` when there was nothing before. */
export function formatChange(field: string, change: unknown): string {
  if (!Array.isArray(change)) return `${field}: ${formatValue(change)}`;
  const [before, after] = change as [unknown, unknown];
  return before === null || before === undefined
    ? `${field}: ${formatValue(after)}`
    : `${field}: ${formatValue(before)} → ${formatValue(after)}`;
}
