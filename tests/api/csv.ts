/**
 * A small CSV reader for quoted cells (items and notes hold commas, quotes and line breaks),
 * enough to check our own output, which starts with a UTF-8 byte-order mark (SPEC §11).
 */
export function parseCsv(file: string): string[][] {
  if (!file.startsWith('\uFEFF')) throw new Error('the CSV does not start with a byte-order mark');
  const text = file.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  return rows;
}
