import type { Kysely } from 'kysely';
import type { Dialect } from './types';

/**
 * Rollup changes waiting to be folded into `stats` and `dailyBreakdown` (see
 * stats/rollup-delta.ts). On PostgreSQL an order write appends what it changes here instead of
 * updating today's rows, which every other order write of the day would wait for until it
 * commits. SQLite writes one transaction at a time and applies each change in place; there
 * both tables stay empty.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('statsChanges')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('ordersCount', 'integer', (c) => c.notNull())
    .addColumn('revenue', 'bigint', (c) => c.notNull())
    .addColumn('cancelledCount', 'integer', (c) => c.notNull())
    .addColumn('newCustomers', 'integer', (c) => c.notNull())
    .addColumn('packagesShipped', 'integer', (c) => c.notNull())
    .addColumn('packagesDelivered', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('breakdownChanges')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
}
