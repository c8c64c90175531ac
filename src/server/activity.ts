import type { Insertable, Kysely } from 'kysely';
import type { Database } from './db/schema';

export type ActivityAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'status'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'password';

/** field → [before, after] */
export type Changes = Record<string, [unknown, unknown]>;

export interface ActivityEntry {
  actorId: number | null;
  action: ActivityAction;
  resource: string;
  recordId: string | number | null;
  changes?: Changes;
  ip: string | null;
  at?: string;
}

/** The `activity` row of an entry. */
export function activityRow(entry: ActivityEntry): Insertable<Database['activity']> {
  return {
    actorId: entry.actorId,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId === null ? null : String(entry.recordId),
    changes: JSON.stringify(entry.changes ?? {}),
    at: entry.at ?? new Date().toISOString(),
    ip: entry.ip,
  };
}

/** Appends to the activity log; call it inside the write's own transaction. */
export async function logActivity(db: Kysely<Database>, entry: ActivityEntry): Promise<void> {
  await db.insertInto('activity').values(activityRow(entry)).execute();
}

/** The fields whose values differ between two records, for the log. */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[],
): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[key] = [was, is];
  }
  return changes;
}
