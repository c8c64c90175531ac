import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/connect';
import type { Engine } from '../db/dialect';
import type { Database } from '../db/schema';
import type { ChangeEvent } from '../plugins/events';

/** A stored row as the database returns it (JSON columns are strings). */
export type Row = Record<string, unknown>;

export interface WriteContext {
  /** The transaction every read and write of this request runs in. */
  trx: Kysely<Database>;
  /** The engine's locks: what a rule reads to decide on, it locks (`forWrite`, `forCheck`). */
  engine: Engine;
  actor: SessionUser;
  /** One timestamp for the whole write. */
  now: string;
  /** Changes the rules made to other records, announced with the write's own once it commits. */
  followUps?: ChangeEvent[];
}

/**
 * What a resource adds to the generic pipeline: the checks and derived fields that need the
 * database. Validation, versions, transitions, the activity log and rollups stay generic.
 */
export interface ResourceRules {
  /** Brings the rows up to date before any read of them (list, one record, export). */
  beforeRead?(db: Db): Promise<void>;
  /** Columns to insert for validated input (id, timestamps and version are added). */
  prepareCreate?(context: WriteContext, input: Record<string, unknown>): Promise<Row>;
  /** Columns that depend on the new id, e.g. the order number; written with the row. */
  idColumns?(context: WriteContext, id: number): Row;
  /** Columns to set for validated input on `current`; may refuse. */
  prepareUpdate?(context: WriteContext, current: Row, input: Record<string, unknown>): Promise<Row>;
  /** Side effects inside the transaction once the row is written or deleted. */
  afterWrite?(context: WriteContext, before: Row | null, after: Row | null): Promise<void>;
  /** May refuse a delete. */
  beforeDelete?(context: WriteContext, current: Row): Promise<void>;
}
