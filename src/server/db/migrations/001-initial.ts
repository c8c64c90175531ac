import { type Kysely, sql } from 'kysely';
import type { Dialect } from './types';

/** Columns that `q` searches, per table; the full-text index covers exactly these. */
export const searchColumns = {
  users: ['name', 'email', 'phone', 'city'],
  orders: ['number', 'customerName', 'street', 'city', 'postalCode', 'note'],
  packages: ['trackingNumber', 'orderNumber', 'city'],
} as const;

/** The tables with a full-text index. */
export const searchedTables = Object.keys(searchColumns) as (keyof typeof searchColumns)[];

/**
 * Two-column indexes for the common operator views: a status tab sorted by date or amount. The
 * list reads them by name on PostgreSQL (`pinnedToIndex`), so they are kept here as data.
 */
export const columnPairs: Record<string, readonly (readonly [string, string])[]> = {
  orders: [
    ['status', 'createdAt'],
    ['status', 'amount'],
  ],
  packages: [['status', 'createdAt']],
};

/** Every sortable or filterable column gets an index (unique ones have theirs already). */
const indexed = {
  users: [
    'createdAt',
    'updatedAt',
    'name',
    'role',
    'status',
    'city',
    'postalCode',
    'country',
    'lastLoginAt',
  ],
  orders: [
    'createdAt',
    'updatedAt',
    'customerId',
    'customerName',
    'status',
    'amount',
    'currency',
    'city',
    'postalCode',
    'country',
  ],
  packages: [
    'createdAt',
    'updatedAt',
    'orderId',
    'orderNumber',
    'carrier',
    'status',
    'weightGrams',
    'city',
    'country',
    'estimatedDelivery',
    'failedAttempts',
    'shippedAt',
    'deliveredAt',
  ],
  stats: [
    'ordersCount',
    'revenue',
    'averageOrderValue',
    'newCustomers',
    'packagesShipped',
    'packagesDelivered',
    'onTimeRate',
    'cancelledCount',
  ],
} as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/**
 * The indexes of the list views: one per sortable or filterable column, one per column pair.
 * On PostgreSQL, migrations 010 and 011 end those of users, orders and packages with the id
 * (`listIndexesNow`), and a bulk grow builds them again so.
 */
export function listIndexes(): {
  table: string;
  name: string;
  columns: readonly string[];
  sql: string;
}[] {
  const index = (table: string, columns: readonly string[]) => {
    const name = `${table}_${columns.join('_')}`;
    const list = columns.map((column) => `"${column}"`).join(', ');
    return { table, name, columns, sql: `create index "${name}" on "${table}" (${list})` };
  };
  return [
    ...Object.entries(indexed).flatMap(([table, columns]) =>
      columns.map((column) => index(table, [column])),
    ),
    ...Object.entries(columnPairs).flatMap(([table, pairs]) =>
      pairs.map((pair) => index(table, pair)),
    ),
  ];
}

/** PostgreSQL: the GIN index of a searched table's tsvector column. */
export const searchGinIndex = (table: string) => ({
  table,
  name: `${table}_search`,
  sql: `CREATE INDEX "${table}_search" ON "${table}" USING GIN ("search")`,
});

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  const withId = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', idType, (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
      )
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));

  await withId('users')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postalCode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('passwordHash', 'text')
    .addColumn('lastLoginAt', 'text')
    .execute();

  await withId('orders')
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('customerId', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('customerName', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postalCode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();

  await withId('packages')
    .addColumn('trackingNumber', 'text', (c) => c.notNull().unique())
    .addColumn('orderId', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('orderNumber', 'text', (c) => c.notNull())
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('weightGrams', 'integer', (c) => c.notNull())
    .addColumn('lengthCm', 'integer', (c) => c.notNull())
    .addColumn('widthCm', 'integer', (c) => c.notNull())
    .addColumn('heightCm', 'integer', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('lat', real, (c) => c.notNull())
    .addColumn('lng', real, (c) => c.notNull())
    .addColumn('lastLocation', 'text')
    .addColumn('estimatedDelivery', 'text', (c) => c.notNull())
    .addColumn('failedAttempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shippedAt', 'text')
    .addColumn('deliveredAt', 'text')
    .addColumn('trackingEvents', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('stats')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('ordersCount', 'integer', (c) => c.notNull())
    .addColumn('revenue', 'bigint', (c) => c.notNull())
    .addColumn('averageOrderValue', 'integer', (c) => c.notNull())
    .addColumn('newCustomers', 'integer', (c) => c.notNull())
    .addColumn('packagesShipped', 'integer', (c) => c.notNull())
    .addColumn('packagesDelivered', 'integer', (c) => c.notNull())
    .addColumn('onTimeRate', real)
    .addColumn('cancelledCount', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('activity')
    .addColumn('id', idType, (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('actorId', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text')
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('activity_record')
    .on('activity')
    .columns(['resource', 'recordId', 'id'])
    .execute();
  await db.schema.createIndex('activity_actor').on('activity').columns(['actorId', 'id']).execute();
  await db.schema.createIndex('activity_at').on('activity').column('at').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('lastSeenAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();

  await db.schema
    .createTable('loginFailures')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('loginFailures_key_at')
    .on('loginFailures')
    .columns(['key', 'at'])
    .execute();

  for (const index of listIndexes()) await sql.raw(index.sql).execute(db);

  for (const [table, columns] of Object.entries(searchColumns)) {
    await createSearchIndex(db, dialect, table, columns);
  }
}

/** SQLite: an external-content FTS5 table kept by triggers. PostgreSQL: a generated tsvector with GIN. */
async function createSearchIndex(
  db: AnyDb,
  dialect: Dialect,
  table: string,
  columns: readonly string[],
) {
  const quoted = columns.map((column) => `"${column}"`);
  if (dialect === 'postgres') {
    const document = columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `);
    await sql
      .raw(
        // Split on anything but letters and digits, as FTS5's unicode61 tokenizer and searchWords do.
        `ALTER TABLE "${table}" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(${document}, '[^[:alnum:]]+', ' ', 'g'))) STORED`,
      )
      .execute(db);
    await sql.raw(searchGinIndex(table).sql).execute(db);
    return;
  }
  const fts = `${table}_fts`;
  const values = (prefix: string) => columns.map((column) => `${prefix}."${column}"`).join(', ');
  await sql
    .raw(
      `CREATE VIRTUAL TABLE "${fts}" USING fts5(${quoted.join(', ')}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER "${table}_ai" AFTER INSERT ON "${table}" BEGIN INSERT INTO "${fts}"(rowid, ${quoted.join(', ')}) VALUES (new.id, ${values('new')}); END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER "${table}_ad" AFTER DELETE ON "${table}" BEGIN INSERT INTO "${fts}"("${fts}", rowid, ${quoted.join(', ')}) VALUES ('delete', old.id, ${values('old')}); END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER "${table}_au" AFTER UPDATE OF ${quoted.join(', ')} ON "${table}" BEGIN INSERT INTO "${fts}"("${fts}", rowid, ${quoted.join(', ')}) VALUES ('delete', old.id, ${values('old')}); INSERT INTO "${fts}"(rowid, ${quoted.join(', ')}) VALUES (new.id, ${values('new')}); END`,
    )
    .execute(db);
}
