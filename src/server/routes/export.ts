import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type Expression, type ExpressionBuilder, expressionBuilder, type SqlBool } from 'kysely';
import type { ResourceDefinition } from '../../resources';
import { schemasOf } from '../../resources/schemas';
import type { AnyDb, AnySelect } from '../db/dialect';
import { parseListQuery, type Sort } from '../lists/parse';
import { visibleRows } from '../lists/service';
import { toRecord } from '../records/api-record';
import { rulesByResource } from '../rules';
import { authorize } from './crud/authorize';

/** SPEC §9: exports stop at a million rows. */
export const maxExportRows = 1_000_000;
/** Rows read per statement; tests lower it to cross many batches with few rows. */
export const exportBatch = { rows: 2_000 };

// biome-ignore lint/suspicious/noExplicitAny: the generic export reads any resource's table by name
type AnyExpressions = ExpressionBuilder<any, any>;

/** A key of the export's order: a column of the list's sort, and whether it may hold NULL. */
interface SortKey extends Sort {
  nullable: boolean;
}

/**
 * The rows in `keys`' order, as the list orders them: NULL sorts as the smallest value on both
 * engines (SQLite's rule), so first going up and last going down, as the `(column, id)` indexes
 * hold them (migration 010).
 */
const ordered = (query: AnySelect, keys: readonly SortKey[]) =>
  keys.reduce<AnySelect>(
    (q, { column, order, nullable }) =>
      nullable
        ? q.orderBy(column, (by) =>
            order === 'asc' ? by.asc().nullsFirst() : by.desc().nullsLast(),
          )
        : q.orderBy(column, order),
    query,
  );

const equalTo = (eb: AnyExpressions, column: string, value: unknown) =>
  value === null ? eb(column, 'is', null) : eb(column, '=', value);

/**
 * The rows past `value` in `key`'s order, as conditions in that order (going down, the smaller
 * values come before the NULLs); none past NULL going down.
 */
function pastValue(eb: AnyExpressions, key: SortKey, value: unknown) {
  if (key.order === 'asc')
    return [value === null ? eb(key.column, 'is not', null) : eb(key.column, '>', value)];
  if (value === null) return [];
  const smaller = eb(key.column, '<', value);
  return key.nullable ? [smaller, eb(key.column, 'is', null)] : [smaller];
}

/**
 * The rows after the one whose key values are `last`, in `keys`' order, as conditions whose rows
 * follow one another: first those tied with it on every key but the last, then on every key but
 * the last two, and so on. Each is a range of a `(column, id)` index, an equal column and the id
 * past it, or the column past its value. A single condition, a row value such as
 * `(status, id) > (?, ?)` or the ORs it stands for, is read by SQLite from the first row of the
 * tied column value on: every row tied with it before the last one is read again (a batch past
 * the 900,000th of a million rows sorted by a column of two values read most of the table).
 */
function followingRows(keys: readonly SortKey[], last: readonly unknown[]) {
  const eb: AnyExpressions = expressionBuilder();
  return keys
    .map((key, index) => {
      const tied = keys.slice(0, index).map((earlier, at) => equalTo(eb, earlier.column, last[at]));
      return pastValue(eb, key, last[index]).map((past) => eb.and([...tied, past]));
    })
    .reverse()
    .flat();
}

/**
 * The list's sort as the export's keys. It is a total order already (parseListQuery ends it in
 * the id unless it holds a unique field); the id is added where a unique field may be NULL.
 */
function sortKeysOf(resource: ResourceDefinition, sort: readonly Sort[]): SortKey[] {
  const keys = sort.map((entry) => ({
    ...entry,
    nullable: resource.fields[entry.column]?.nullable === true,
  }));
  const total = keys.some(
    (key) =>
      key.column === resource.idColumn ||
      (resource.fields[key.column]?.unique === true && !key.nullable),
  );
  if (!total)
    keys.push({ column: resource.idColumn, order: keys[0]?.order ?? 'asc', nullable: false });
  return keys;
}

/**
 * Text a spreadsheet could run as a formula: one of `= + - @` tab CR first, or after a separator
 * (`,` `;` tab, or a line break), where a spreadsheet that splits on it, whatever the quotes say,
 * starts a cell.
 */
const runnable = /^[=+\-@\t\r]|[,;\t\r\n][=+\-@\t\r]/;

/**
 * A CSV cell: numbers bare, every text cell quoted, and text a spreadsheet could run as a formula
 * prefixed with `'` (OWASP's guard), which spreadsheets show as text and hide.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const guarded = runnable.test(text) ? `'${text}` : text;
  return `"${guarded.replace(/"/g, '""')}"`;
}

/** Whole cents as decimal units of the currency: 1290 → "12.90", -5 → "-0.05". */
export function centsToDecimal(cents: number): string {
  const whole = Math.abs(cents);
  const decimal = `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${decimal}` : decimal;
}

/** The export's columns: money in decimal units, which the header names. */
function csvColumns(resource: ResourceDefinition) {
  return Object.keys(schemasOf(resource).record.shape).map((name) => {
    const money = resource.fields[name]?.type === 'money';
    return {
      name,
      header: money ? `${name} (decimal)` : name,
      cell: (value: unknown) =>
        money && typeof value === 'number' ? centsToDecimal(value) : csvCell(value),
    };
  });
}

/**
 * `GET /api/{resource}/export.csv?<filters>&_sort&_order`: every row matching the list filters,
 * in the list's order (its sort, or the resource's default), streamed in batches by keyset
 * paging on the sort's keys, so the millionth row costs what the first did. Paging is ignored.
 */
export async function exportRoutes(
  app: FastifyInstance,
  { resource }: { resource: ResourceDefinition },
) {
  const db = app.db.kysely as unknown as AnyDb;
  const columns = csvColumns(resource);
  const rules = rulesByResource[resource.name];

  app.get(`/${resource.name}/export.csv`, {
    schema: {
      tags: [resource.name],
      summary: `Export the filtered ${resource.name} as CSV (streamed)`,
    },
    handler: async (request, reply) => {
      const session = authorize(request, resource, 'list');
      const { _start: _s, _end: _e, ...asked } = request.query as Record<string, string | string[]>;
      const list = parseListQuery(resource, asked);
      await rules?.beforeRead?.(app.db);
      const base = () => visibleRows(app.db, resource, session.user.role, list);
      const counted = await base()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const total = Math.min(Number(counted.total), maxExportRows);
      const keys = sortKeysOf(resource, list.sort);

      const csvOf = (rows: readonly Record<string, unknown>[]) => {
        let chunk = '';
        for (const row of rows) {
          const record = toRecord(resource, row);
          chunk += `${columns.map((column) => column.cell(record[column.name])).join(',')}\r\n`;
        }
        return chunk;
      };

      /**
       * A search's matches: their ids in the export's order, read once, then their rows by id a
       * batch at a time. Walked by keys instead, each batch matched the search again and sorted
       * every match to find its next rows, the whole search again per batch (the orders matching
       * "a" took minutes).
       */
      async function* searchLines() {
        const idColumn = resource.idColumn;
        // Only the ids stay for the export's length, not the rows they came in.
        const ids = (await ordered(base().select(idColumn), keys).limit(total).execute()).map(
          (row) => (row as Record<string, unknown>)[idColumn],
        );
        for (let start = 0; start < ids.length; start += exportBatch.rows) {
          const slice = ids.slice(start, start + exportBatch.rows);
          const rows = (await db
            .selectFrom(resource.table)
            .selectAll()
            .where(idColumn, 'in', slice)
            .execute()) as Record<string, unknown>[];
          const byId = new Map<unknown, Record<string, unknown>>(
            rows.map((row) => [row[idColumn], row]),
          );
          // A row deleted since its id was read is left out.
          const chunk = csvOf(
            slice.flatMap((id) => {
              const row = byId.get(id);
              return row ? [row] : [];
            }),
          );
          if (chunk) yield chunk;
        }
      }

      async function* lines() {
        // The byte-order mark tells a spreadsheet the file is UTF-8.
        yield `\uFEFF${columns.map((column) => csvCell(column.header)).join(',')}\r\n`;
        if (list.search.length > 0) {
          yield* searchLines();
          return;
        }
        let sent = 0;
        // The first batch from the start; each after it from the conditions that follow its last row.
        let steps: (Expression<SqlBool> | undefined)[] = [undefined];
        while (sent < total) {
          const wanted = Math.min(exportBatch.rows, total - sent);
          const rows: Record<string, unknown>[] = [];
          for (const step of steps) {
            let query = ordered(base().selectAll(), keys).limit(wanted - rows.length);
            if (step) query = query.where(step);
            rows.push(...((await query.execute()) as Record<string, unknown>[]));
            if (rows.length === wanted) break;
          }
          const chunk = csvOf(rows);
          sent += rows.length;
          if (chunk) yield chunk;
          const lastRow = rows[rows.length - 1];
          if (rows.length < wanted || !lastRow) return;
          steps = followingRows(
            keys,
            keys.map((key) => lastRow[key.column]),
          );
        }
      }

      const day = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${resource.name}-${day}.csv"`)
        .header('X-Total-Count', String(total))
        .header('Access-Control-Expose-Headers', 'X-Total-Count');
      return reply.send(Readable.from(lines()));
    },
  });
}
