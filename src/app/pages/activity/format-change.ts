const longest = 40;

/** A value's text, cut short enough for a table cell. */
export function shortened(text: string): string {
  return text.length > longest ? `${text.slice(0, longest - 1)}…` : text;
}
