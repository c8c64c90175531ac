import type { ResourceDefinition, Role } from '../../resources';
import type { AnySelect } from '../db/dialect';
import { paddedNumberOf } from '../lists/parse';
import { type ListDb, scopedSelect } from '../lists/scope';

/** A resource's number as the global search knows it: `ORD-000123`, `PKG-3M7QK2D9XA`. */
export interface NumberField {
  column: string;
  /** The text every number begins with. */
  prefix: string;
  /** The number is the prefix and the record's id zero-padded (`paddedNumberOf`). */
  padded: boolean;
}

/** What of a search names numbers: the one it names whole, and the start it gives the rest. */
export interface NumberStart {
  named?: string;
  start?: string;
}

/**
 * The numbers the typed text `q` stands for, case-insensitively: those it begins ("ord-1":
 * ORD-1…), or, typed without the prefix, those its letters and digits begin after it ("0012":
 * ORD-0012…, "3m7q": PKG-3M7Q…). Digits that an order number holds padded name that number too ("1234":
 * ORD-001234). Nothing for text that is no number's start, or a start every number shares
 * ("ORD-"): it ranks none above the others.
 */
export function numberStartOf(q: string, field: NumberField): NumberStart {
  const typed = q.trim().toUpperCase();
  if (!/^[A-Z0-9-]+$/.test(typed) || field.prefix.startsWith(typed)) return {};
  const withPrefix = typed.startsWith(field.prefix);
  // Bare, only letters and digits with a digit among them: "berlin" is a city, not PKG-BERLIN….
  if (!withPrefix && !/^[A-Z0-9]*\d[A-Z0-9]*$/.test(typed)) return {};
  const rest = withPrefix ? typed.slice(field.prefix.length) : typed;
  const padded = field.padded ? paddedNumberOf(rest) : undefined;
  return {
    ...(padded === undefined ? {} : { named: `${field.prefix}${padded}` }),
    start: `${field.prefix}${rest}`,
  };
}

/** The first text after every text that begins with `start`, in byte order. */
const pastEvery = (start: string) =>
  `${start.slice(0, -1)}${String.fromCharCode(start.charCodeAt(start.length - 1) + 1)}`;

/**
 * The first `limit` records the role may see whose number `numberStartOf` names, the named one
 * first, then by number. Each is a range of the number's unique index read from its start, so
 * it reads no more than `limit` entries whatever the table's size. Numbers compare in byte order
 * on both engines (SQLite's default, PostgreSQL's `COLLATE "C"`, migration 008), where the texts
 * that begin with `start` are exactly those from it up to `pastEvery(start)`.
 */
export async function recordsByNumber(
  db: ListDb,
  resource: ResourceDefinition,
  role: Role,
  field: NumberField,
  q: string,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const { named, start } = numberStartOf(q, field);
  if (start === undefined) return [];
  const visible = (): AnySelect =>
    scopedSelect(db, resource, role, { filters: [], search: [] }).selectAll();
  const [exact, started] = await Promise.all([
    named === undefined ? [] : visible().where(field.column, '=', named).limit(1).execute(),
    visible()
      .where(field.column, '>=', start)
      .where(field.column, '<', pastEvery(start))
      .orderBy(field.column)
      .limit(limit)
      .execute(),
  ]);
  return [...exact, ...started].slice(0, limit);
}
