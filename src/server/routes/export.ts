import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../resources';
import { schemasOf } from '../../resources/schemas';
import { rulesByResource } from '../rules';
import { authorize } from './crud';
import { parseListQuery } from './crud/query';
import { toRecord } from './crud/records';
import { type AnyDb, scopedSelect } from './crud/select';

/** SPEC §9: exports stop at a million rows. */
export const maxExportRows = 1_000_000;
const batchSize = 2_000;

/** A CSV cell: quoted when needed, and text that a spreadsheet would run as a formula made inert. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * `GET /api/{resource}/export.csv?<filters>`: every row matching the list filters, streamed in
 * id order in batches (keyset paging, so the millionth row costs what the first did).
 */
export async function exportRoutes(
  app: FastifyInstance,
  { resource }: { resource: ResourceDefinition },
) {
  const db = app.db.kysely as unknown as AnyDb;
  const columns = Object.keys(schemasOf(resource).record.shape);
  const rules = rulesByResource[resource.name];

  app.get(`/${resource.name}/export.csv`, {
    schema: {
      tags: [resource.name],
      summary: `Export the filtered ${resource.name} as CSV (streamed)`,
    },
    handler: async (request, reply) => {
      const session = authorize(request, resource, 'list');
      const {
        _start: _s,
        _end: _e,
        _sort: _so,
        _order: _o,
        ...filters
      } = request.query as Record<string, string | string[]>;
      const list = parseListQuery(resource, filters);
      await rules?.beforeRead?.(app.db);
      const base = () => scopedSelect(db, app.db.dialect, resource, session.user.role, list);
      const counted = await base()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const total = Math.min(Number(counted.total), maxExportRows);
      const id = resource.idColumn;

      async function* lines() {
        yield `${columns.join(',')}\r\n`;
        let sent = 0;
        let after: unknown = null;
        while (sent < total) {
          let query = base()
            .selectAll()
            .orderBy(id, 'asc')
            .limit(Math.min(batchSize, total - sent));
          if (after !== null) query = query.where(id, '>', after);
          const rows = (await query.execute()) as Record<string, unknown>[];
          if (rows.length === 0) return;
          let chunk = '';
          for (const row of rows) {
            const record = toRecord(resource, row);
            chunk += `${columns.map((column) => csvCell(record[column])).join(',')}\r\n`;
          }
          sent += rows.length;
          after = rows[rows.length - 1]?.[id];
          yield chunk;
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
