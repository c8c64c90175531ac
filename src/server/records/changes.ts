import type { ResourceDefinition } from '../../resources';
import { type ActivityAction, diffRecords } from '../activity';
import type { ChangeEvent } from '../plugins/events';
import type { Row } from '../rules/types';
import { toRecord } from './api-record';

/** What a committed write announces (live updates hook in here). */
export interface WriteResult {
  record: Record<string, unknown>;
  action: ActivityAction;
}

/** Bookkeeping columns every write moves; an activity entry leaves them out. */
const unlogged = ['updatedAt', 'version'];

/** The stored columns of `values`: JSON fields are stored as text. */
export function toColumns(resource: ResourceDefinition, values: Row): Row {
  const columns: Row = {};
  for (const [key, value] of Object.entries(values)) {
    columns[key] =
      resource.fields[key]?.type === 'json' && value !== null && typeof value !== 'string'
        ? JSON.stringify(value)
        : value;
  }
  return columns;
}

/** A unique key's violation, as either engine reports it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** An update's action: a change of status is logged as one. */
export const actionOf = (changed: Row): ActivityAction =>
  'status' in changed ? 'status' : 'update';

/** What a write changed, field by field, for its activity entry (a new password shows as changed). */
export function changesOf(resource: ResourceDefinition, before: Row | null, after: Row | null) {
  const changes = diffRecords(
    before && toRecord(resource, before),
    after && toRecord(resource, after),
    unlogged,
  );
  if (before && after && before.passwordHash !== after.passwordHash)
    changes.password = ['(hidden)', '(changed)'];
  return changes;
}

/** The live event of a committed write of `row` (SPEC §7 `/api/events`). */
export function changeEventOf(
  resource: ResourceDefinition,
  result: WriteResult,
  row: Row,
): ChangeEvent {
  const action =
    result.action === 'create' ? 'created' : result.action === 'delete' ? 'deleted' : 'updated';
  const scope = Object.fromEntries(
    Object.values(resource.scopes ?? {}).map((rule) => [rule.field, row[rule.field]]),
  );
  return {
    resource: resource.name,
    id: row[resource.idColumn] as number,
    title: String(row[resource.titleField] ?? ''),
    action,
    at: new Date().toISOString(),
    scope,
  };
}
