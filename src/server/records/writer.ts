import type { ResourceDefinition } from '../../resources';
import { say } from '../../resources/messages';
import { type ActivityAction, type ActivityEntry, logActivity } from '../activity';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/connect';
import type { AnyDb } from '../db/dialect';
import { duplicate, noSuch } from '../errors';
import type { ChangeEvent } from '../plugins/events';
import { rulesByResource } from '../rules';
import type { Row, WriteContext } from '../rules/types';
import { applyRollupChange } from '../stats/rollup-delta';
import { toRecord } from './api-record';
import {
  actionOf,
  changeEventOf,
  changesOf,
  isUniqueViolation,
  toColumns,
  type WriteResult,
} from './changes';
import { assertMayChange, assertTransition, assertVersion } from './checks';

export { changesOf, type WriteResult } from './changes';

export interface WriteRequest {
  actor: SessionUser;
  ip: string;
}

async function findRow(
  db: AnyDb,
  resource: ResourceDefinition,
  id: string | number,
): Promise<Row | undefined> {
  return db
    .selectFrom(resource.table)
    .selectAll()
    .where(resource.idColumn, '=', id)
    .executeTakeFirst();
}

/**
 * The generic write pipeline: one transaction per write holding the rules, the row, the activity
 * entry and the rollups, so either all of it lands or none. The record's own row is read locked
 * (`find`), and the rules lock what they decide on (`db.engine.forWrite`, `forCheck`,
 * `lockSet`), so writes that race keep every rule on PostgreSQL as SQLite's one writer does.
 */
export class RecordWriter {
  constructor(
    private readonly db: Db,
    private readonly resource: ResourceDefinition,
    /** Called after the write commits, never for a write that rolled back. */
    private readonly announce: (event: ChangeEvent) => void = () => undefined,
  ) {}

  private get rules() {
    return rulesByResource[this.resource.name] ?? {};
  }

  /** Runs a write in one transaction; once it has committed, announces the changed row. */
  private async transaction(
    request: WriteRequest,
    work: (context: WriteContext, trx: AnyDb) => Promise<{ result: WriteResult; row: Row | null }>,
  ): Promise<WriteResult> {
    let outcome: { result: WriteResult; row: Row | null };
    let followUps: ChangeEvent[] = [];
    try {
      outcome = await this.db.transaction((trx) => {
        // A try of the transaction that rolled back (a deadlock's retry) announces nothing.
        followUps = [];
        const now = new Date().toISOString();
        const context = { trx, engine: this.db.engine, actor: request.actor, now, followUps };
        return work(context, trx as AnyDb);
      });
    } catch (error) {
      throw this.clash(error);
    }
    if (outcome.row) this.announce(changeEventOf(this.resource, outcome.result, outcome.row));
    for (const event of followUps) this.announce(event);
    return outcome.result;
  }

  /** A unique key's violation as the API's duplicate error; anything else as it is. */
  private clash(error: unknown): unknown {
    return isUniqueViolation(error)
      ? duplicate('_', say('clashes', { resource: this.resource.label }))
      : error;
  }

  /** The activity entry of a write that replaced `before` with `after`. */
  private entryOf(
    context: WriteContext,
    request: WriteRequest,
    action: ActivityAction,
    before: Row | null,
    after: Row | null,
  ): ActivityEntry {
    const row = (after ?? before) as Row;
    return {
      actorId: request.actor.id,
      action,
      resource: this.resource.name,
      recordId: row[this.resource.idColumn] as number,
      changes: changesOf(this.resource, before, after),
      ip: request.ip,
      at: context.now,
    };
  }

  private async finish(
    context: WriteContext,
    request: WriteRequest,
    action: ActivityAction,
    before: Row | null,
    after: Row | null,
  ) {
    await logActivity(context.trx, this.entryOf(context, request, action, before, after));
    await this.rules.afterWrite?.(context, before, after);
    await applyRollupChange(context.trx, this.db.engine, this.resource.table, before, after);
  }

  /** The new row's id with the columns derived from it, when the rules derive any; else none. */
  private async idAndColumnsOf(context: WriteContext, trx: AnyDb): Promise<Row> {
    if (!this.rules.idColumns) return {};
    return this.byId(
      context,
      await this.db.engine.nextId(trx, this.resource.table, this.resource.idColumn),
    );
  }

  /** A new row's id and the columns the rules derive from it. */
  private byId(context: WriteContext, id: number): Row {
    return { [this.resource.idColumn]: id, ...this.rules.idColumns?.(context, id) };
  }

  /** The stored columns of a new row: its values, its id's columns, its times and version 1. */
  private newRow(values: Row, byId: Row, now: string): Row {
    return toColumns(this.resource, {
      ...values,
      ...byId,
      createdAt: now,
      updatedAt: now,
      version: 1,
    });
  }

  /** Creates a record in one transaction with its rules' reads, its activity entry and rollups. */
  async create(request: WriteRequest, input: Record<string, unknown>): Promise<WriteResult> {
    const resource = this.resource;
    return this.transaction(request, async (context, trx) => {
      const values = (await this.rules.prepareCreate?.(context, input)) ?? input;
      const byId = await this.idAndColumnsOf(context, trx);
      const row = (await trx
        .insertInto(resource.table)
        .values(this.newRow(values, byId, context.now))
        // The stored row as the insert wrote it, instead of reading it back.
        .returningAll()
        .executeTakeFirstOrThrow()) as Row;
      await this.finish(context, request, 'create', null, row);
      return { result: { record: toRecord(resource, row), action: 'create' as const }, row };
    });
  }

  /**
   * Updates the row `find` reads, locked, inside the transaction (it throws when the row is not
   * there or not the writer's to see), so the version check and the rules see the committed state
   * and no other write of the row can commit before this one does.
   */
  async update(
    request: WriteRequest,
    find: (trx: AnyDb) => Promise<Row>,
    input: Record<string, unknown>,
  ): Promise<WriteResult> {
    const resource = this.resource;
    return this.transaction(request, async (context, trx) => {
      const fresh = await find(trx);
      const changed = await this.changedColumns(context, fresh, input);
      if (!changed) return { result: this.unchanged(fresh), row: null };
      const row = (await this.updateQuery(trx, fresh, changed, context.now).executeTakeFirst()) as
        | Row
        | undefined;
      if (!row) return this.missed(trx, fresh);
      const action = actionOf(changed);
      await this.finish(context, request, action, fresh, row);
      return { result: { record: toRecord(resource, row), action }, row };
    });
  }

  /**
   * The columns an update changes on `fresh`, checked against its version, the transitions and
   * the resource's rules; undefined when it changes none.
   */
  private async changedColumns(
    context: WriteContext,
    fresh: Row,
    input: Record<string, unknown>,
  ): Promise<Row | undefined> {
    assertVersion(this.resource, fresh, input.version);
    assertTransition(this.resource, fresh, input.status);
    assertMayChange(this.resource, context.actor.role, fresh, input);
    const { version: _version, ...plain } = input;
    const values = (await this.rules.prepareUpdate?.(context, fresh, input)) ?? plain;
    const columns = toColumns(this.resource, values);
    const changed = Object.fromEntries(
      Object.entries(columns).filter(([key, value]) => fresh[key] !== value),
    );
    return Object.keys(changed).length > 0 ? changed : undefined;
  }

  private unchanged(fresh: Row): WriteResult {
    return { record: toRecord(this.resource, fresh), action: 'update' };
  }

  /** What an update sets on `fresh`: the changed columns, the time and the next version. */
  private updateSet(fresh: Row, changed: Row, now: string): Row {
    return { ...changed, updatedAt: now, version: (fresh.version as number) + 1 };
  }

  /** Sets `changed` on `fresh` if its version is still the one read, answering the new row. */
  private updateQuery(db: AnyDb, fresh: Row, changed: Row, now: string) {
    return db
      .updateTable(this.resource.table)
      .set(this.updateSet(fresh, changed, now))
      .where(this.resource.idColumn, '=', fresh[this.resource.idColumn])
      .where('version', '=', fresh.version)
      .returningAll();
  }

  /** An update found no row: changed or deleted by a write that committed after the read. */
  private async missed(db: AnyDb, fresh: Row): Promise<never> {
    const latest = await findRow(db, this.resource, fresh[this.resource.idColumn] as number);
    if (latest) assertVersion(this.resource, latest, fresh.version);
    throw noSuch(this.resource.label);
  }

  /** Deletes the row `find` reads, locked, inside the transaction, as `update` does. */
  async delete(
    request: WriteRequest,
    find: (trx: AnyDb) => Promise<Row>,
    version: number | undefined,
  ): Promise<WriteResult> {
    const resource = this.resource;
    return this.transaction(request, async (context, trx) => {
      const fresh = await find(trx);
      if (version !== undefined) assertVersion(this.resource, fresh, version);
      await this.rules.beforeDelete?.(context, fresh);
      const deleted = await trx
        .deleteFrom(resource.table)
        .where(resource.idColumn, '=', fresh[resource.idColumn])
        .where('version', '=', fresh.version)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) return this.missed(trx, fresh);
      await this.finish(context, request, 'delete', fresh, null);
      return {
        result: { record: toRecord(resource, fresh), action: 'delete' as const },
        row: fresh,
      };
    });
  }
}
