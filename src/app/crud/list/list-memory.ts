/**
 * What a list remembers outside its URL: its last query in this tab (sessionStorage), so a menu
 * click comes back to it, and each user's choice of its columns (localStorage, keyed by the
 * user's id, as the appearance, language and sound settings are kept in this browser).
 */

const queryKey = (resource: string) => `list-query:${resource}`;
const columnsKey = (userId: string | number, resource: string) =>
  `list-columns:${userId}:${resource}`;

/** Storage may be refused (a private window, a full quota): then nothing is remembered. */
function read(storage: () => Storage, key: string): string | undefined {
  try {
    return storage().getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(storage: () => Storage, key: string, value: string | undefined) {
  try {
    if (value === undefined) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Not remembered; the URL still holds the state.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

/** The list's last query in this tab, without `?`. */
export const recalledQuery = (resource: string) => read(session, queryKey(resource));

export function rememberQuery(resource: string, search: string) {
  const query = search.replace(/^\?/, '');
  if (query !== '') write(session, queryKey(resource), query);
}

/** The user's columns of the list, in order; undefined for the list's own. */
export function chosenColumns(userId: string | number, resource: string): string[] | undefined {
  const kept = read(local, columnsKey(userId, resource));
  return kept ? kept.split(',').filter(Boolean) : undefined;
}

export function chooseColumns(
  userId: string | number,
  resource: string,
  names: readonly string[] | undefined,
) {
  write(local, columnsKey(userId, resource), names?.length ? names.join(',') : undefined);
}
