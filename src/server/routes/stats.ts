import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { stats } from '../../resources';
import { say } from '../../resources/messages';
import { isoDate } from '../../resources/schemas';
import { maxSummaryDays } from '../../resources/summary';
import { badRequest } from '../errors';
import { readCacheOf } from '../read-cache';
import { parseQueryWith } from '../records/input';
import { foldRollupChanges } from '../stats/rollup-delta';
import { statsSummary } from '../stats/summary';
import { authorize } from './crud/authorize';

const DAY = 86_400_000;
const earliestDate = '1970-01-01';
export const summaryQuery = z.strictObject({ from: isoDate.optional(), to: isoDate.optional() });
const validDate = (date: string) =>
  !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
  new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/** `GET /api/stats/summary?from&to`: KPIs with their change, series, breakdowns, insights, map. */
export async function statsRoutes(app: FastifyInstance) {
  app.get('/stats/summary', {
    schema: {
      tags: ['stats'],
      summary: 'Dashboard summary for a date range (default: the last 30 days)',
    },
    handler: async (request, reply) => {
      authorize(request, stats, 'list');
      const query = parseQueryWith(summaryQuery, request.query);
      const today = new Date().toISOString().slice(0, 10);
      const to = query.to ?? today;
      // Checked before the default from is computed from it: 9999-99-99 is no time at all.
      if (!validDate(to)) throw badRequest(say('calendarDates'));
      const from =
        query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY).toISOString().slice(0, 10);
      if (!validDate(from)) throw badRequest(say('calendarDates'));
      // The comparison period reaches up to two years back; years before 1 are not ISO dates.
      if (from < earliestDate) throw badRequest(say('fromEarliest', { date: earliestDate }));
      if (from > to) throw badRequest(say('fromAfterTo'));
      if ((Date.parse(to) - Date.parse(from)) / DAY + 1 > maxSummaryDays)
        throw badRequest(say('daysLimit', { max: maxSummaryDays }));
      // Rollups make it cheap, but not free: a year on a large table takes a while, mostly the
      // packages still in flight. It holds until the next write, kept as the JSON it is sent as
      // (a year's series takes longer to serialize than to send).
      const body = await readCacheOf(app).get(
        `summary\u0000${from}\u0000${to}\u0000${today}`,
        async () => {
          await foldRollupChanges(app.db);
          return JSON.stringify(await statsSummary(app.db.kysely, from, to, today));
        },
      );
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
}
