import type { Kysely } from 'kysely';
import type { Dialect } from './types';

/**
 * Per-day counts behind the dashboard's breakdowns (orders by status, top cities, packages by
 * carrier and status, on-time by carrier), kept exact in the same transaction as each write so
 * the summary reads a few hundred rows instead of a million.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('dailyBreakdown')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dailyBreakdown_pk', ['date', 'metric', 'key'])
    .execute();
  await db.schema
    .createIndex('dailyBreakdown_metric_date')
    .on('dailyBreakdown')
    .columns(['metric', 'date'])
    .execute();
}
