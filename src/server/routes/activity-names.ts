import { sql } from 'kysely';
import { findResource, type ResourceDefinition } from '../../resources';
import type { AnyDb } from '../db/dialect';
import { int32Max } from '../lists/parse';

/**
 * The id a record of `resource` would be stored under for the log's text `recordId`, or undefined
 * when no record could have it (PostgreSQL could not even compare it with the column).
 */
export function storedIdOf(
  resource: ResourceDefinition,
  recordId: string,
): number | string | undefined {
  if (resource.idType === 'integer')
    return /^[1-9]\d{0,9}$/.test(recordId) && Number(recordId) <= int32Max
      ? Number(recordId)
      : undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(recordId) ? recordId : undefined;
}

/** The key of a record's name in `recordNames`' answer. */
export const titleKey = (resource: string, id: string) => `${resource}\u0000${id}`;

/** What a page's entry says of its record: its title, and whether it is gone. */
interface RecordName {
  title: string | null;
  deleted: boolean;
}

/**
 * The records a page of entries names (an order's number, a user's name), read by primary key,
 * one query per resource, under `titleKey`: the log shows "Order ORD-004998", as operators know
 * it, rather than its id. A record that is gone is named by the title its deletion recorded (a
 * deletion's changes hold every field's last value), read in one more query when there is one.
 */
export async function recordNames(
  db: AnyDb,
  entries: readonly { resource: string; recordId: string | null }[],
): Promise<Map<string, RecordName>> {
  const named = new Map<ResourceDefinition, Set<string>>();
  for (const { resource: name, recordId } of entries) {
    const resource = findResource(name);
    if (resource && recordId) named.set(resource, (named.get(resource) ?? new Set()).add(recordId));
  }
  const names = new Map<string, RecordName>();
  /** The records no table holds, by resource: named from their deletions below. */
  const gone: { resource: ResourceDefinition; ids: string[] }[] = [];
  const readTitles = async (resource: ResourceDefinition, recordIds: Set<string>) => {
    const ids = [...recordIds].flatMap((id) => storedIdOf(resource, id) ?? []);
    const rows: { id: unknown; title: unknown }[] =
      ids.length === 0
        ? []
        : await db
            .selectFrom(resource.table)
            .select([sql.ref(resource.idColumn).as('id'), sql.ref(resource.titleField).as('title')])
            .where(sql.ref(resource.idColumn), 'in', ids)
            .execute();
    const titles = new Map(rows.map(({ id, title }) => [String(id), title]));
    const missing: string[] = [];
    for (const recordId of recordIds) {
      const deleted = !titles.has(recordId);
      if (deleted) missing.push(recordId);
      const title = titles.get(recordId);
      names.set(titleKey(resource.name, recordId), {
        title: title === null || title === undefined ? null : String(title),
        deleted,
      });
    }
    if (missing.length > 0) gone.push({ resource, ids: missing });
  };
  await Promise.all([...named].map(([resource, recordIds]) => readTitles(resource, recordIds)));
  if (gone.length === 0) return names;
  const deletions = await db
    .selectFrom('activity')
    .select(['resource', 'recordId', 'changes'])
    .where('action', '=', 'delete')
    .where((eb) =>
      eb.or(
        gone.map(({ resource, ids }) =>
          eb.and([eb('resource', '=', resource.name), eb('recordId', 'in', ids)]),
        ),
      ),
    )
    .execute();
  for (const deletion of deletions) {
    const resource = findResource(deletion.resource);
    const record = names.get(titleKey(deletion.resource, deletion.recordId ?? ''));
    if (!resource || !record) continue;
    const last = (JSON.parse(deletion.changes) as Record<string, unknown>)[resource.titleField];
    const title = Array.isArray(last) ? last[0] : undefined;
    if (typeof title === 'string' || typeof title === 'number') record.title = String(title);
  }
  return names;
}
