import type { ResourceDefinition } from './define';
import type { Values } from './messages';

/** At most this many rows move in one bulk status request (SPEC §11). */
export const bulkStatusMaxRows = 500;

/** Whether a resource's records move status in bulk: those with a status lifecycle. */
export const movesInBulk = (resource: ResourceDefinition): boolean =>
  resource.transitions !== undefined;

/** One row of a bulk move: which record, at the version the client last saw. */
export interface BulkStatusRow {
  id: string | number;
  version: number;
}

/** Why the server refused one row, as an error body says it (SPEC §8, §11). */
export interface BulkStatusRefusal {
  statusCode: number;
  code: string;
  message: string;
  messageKey: string;
  values: Values;
}

/** The answer for one row, in the order the rows were sent. */
export type BulkStatusResult =
  | { id: string | number; ok: true; record: Record<string, unknown> }
  | { id: string | number; ok: false; error: BulkStatusRefusal };
