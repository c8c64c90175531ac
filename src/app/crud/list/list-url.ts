/**
 * The parts of a list's URL state that refine's `syncWithLocation` does not keep (it keeps the
 * page, page size, sorters and filters, the status tab and search among them): the visible
 * columns in their order, `columns=a,b,c`. Each part of the query other than `columns` is left
 * as refine wrote it.
 */

const columnsKey = 'columns';

/** The query's parts without the leading `?`, in order. */
const partsOf = (search: string) => search.replace(/^\?/, '').split('&').filter(Boolean);

const isColumnsPart = (part: string) => part.split('=')[0] === columnsKey;

/**
 * The columns the query names, in its order, known to the list (`known`) and each once; undefined
 * when it names none of them, so a stale or empty `columns=` falls back to the list's own.
 */
export function columnsIn(search: string, known: readonly string[]): string[] | undefined {
  const part = partsOf(search).find(isColumnsPart);
  if (part === undefined) return undefined;
  const named = decodeURIComponent(part.slice(columnsKey.length + 1)).split(',');
  const picked = [...new Set(named.filter((name) => known.includes(name)))];
  return picked.length > 0 ? picked : undefined;
}

/** The query (without `?`) with its `columns` set to `names`, or taken out for undefined. */
export function withColumns(search: string, names: readonly string[] | undefined): string {
  const rest = partsOf(search).filter((part) => !isColumnsPart(part));
  return (names && names.length > 0 ? [...rest, `${columnsKey}=${names.join(',')}`] : rest).join(
    '&',
  );
}

/**
 * Where a list's bare or partial URL should go before the list reads it (undefined: as it is).
 * A bare URL (a menu click) takes the list's last query in this tab (`recalled`); a query
 * without columns takes the user's own choice of columns (`chosen`).
 */
export function completedQuery(
  search: string,
  recalled: string | undefined,
  chosen: readonly string[] | undefined,
): string | undefined {
  const own = search.replace(/^\?/, '');
  const base = own === '' && recalled ? recalled.replace(/^\?/, '') : own;
  const hasColumns = partsOf(base).some(isColumnsPart);
  const completed = !hasColumns && chosen && chosen.length > 0 ? withColumns(base, chosen) : base;
  return completed === own ? undefined : completed;
}

/** The columns as listed, with `visible` first in its order; the rest marked hidden. */
export function columnChoices(
  all: readonly string[],
  visible: readonly string[] | undefined,
): { name: string; visible: boolean }[] {
  if (!visible) return all.map((name) => ({ name, visible: true }));
  const shown = visible.filter((name) => all.includes(name));
  return [
    ...shown.map((name) => ({ name, visible: true })),
    ...all.filter((name) => !shown.includes(name)).map((name) => ({ name, visible: false })),
  ];
}

/** `names` with the one at `index` moved by `by` places (kept within the list). */
export function moved<T>(names: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= names.length || target < 0 || target >= names.length) return [...names];
  const next = [...names];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
