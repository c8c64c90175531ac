import type { Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

/**
 * Order notes (SPEC §11): staff's timestamped notes on an order, kept with it. The author's name
 * is kept beside the id, so a note still says who wrote it after the account is gone.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('orderNotes')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('orderId', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('authorId', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('authorName', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orderNotes_order_created')
    .on('orderNotes')
    .columns(['orderId', 'createdAt', 'id'])
    .execute();
}
