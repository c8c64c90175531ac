import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Db, Dialect } from './connect';
import type { Database } from './schema';
import type { OrderRow, PackageRow } from './seed-orders';
import type { UserRow } from './seed-people';

interface Rows {
  users: UserRow;
  orders: OrderRow;
  packages: PackageRow;
}
export type Table = keyof Rows;

/** Lists columns of row type `R`; a column left out is a compile error naming it. */
const allColumns =
  <R>() =>
  <const C extends readonly (keyof R)[]>(
    names: C &
      ([Exclude<keyof R, C[number]>] extends [never]
        ? unknown
        : { missing: Exclude<keyof R, C[number]> }),
  ) =>
    names;

const columns: { [T in Table]: readonly string[] } = {
  users: allColumns<UserRow>()([
    'id',
    'createdAt',
    'updatedAt',
    'version',
    'name',
    'email',
    'phone',
    'role',
    'status',
    'street',
    'city',
    'postalCode',
    'country',
    'passwordHash',
    'lastLoginAt',
  ]),
  orders: allColumns<OrderRow>()([
    'id',
    'createdAt',
    'updatedAt',
    'version',
    'number',
    'customerId',
    'customerName',
    'status',
    'items',
    'amount',
    'currency',
    'street',
    'city',
    'postalCode',
    'country',
    'note',
  ]),
  packages: allColumns<PackageRow>()([
    'id',
    'createdAt',
    'updatedAt',
    'version',
    'trackingNumber',
    'orderId',
    'orderNumber',
    'carrier',
    'status',
    'weightGrams',
    'lengthCm',
    'widthCm',
    'heightCm',
    'city',
    'country',
    'lat',
    'lng',
    'lastLocation',
    'estimatedDelivery',
    'failedAttempts',
    'shippedAt',
    'deliveredAt',
    'trackingEvents',
  ]),
};

/** Rows per INSERT: 500 × 23 package columns stays well under SQLite's 32,766 parameters. */
export const rowsPerInsert = 500;

const statements = new Map<string, string>();

/** `insert into "t" ("a", …) values (?, …), …` for `count` rows, written once per shape. */
function insertStatement(dialect: Dialect, table: Table, count: number): string {
  const key = `${dialect}:${table}:${count}`;
  let text = statements.get(key);
  if (text === undefined) {
    const names = columns[table];
    let next = 1;
    const row = () =>
      `(${names.map(() => (dialect === 'postgres' ? `$${next++}` : '?')).join(', ')})`;
    const values = Array.from({ length: count }, row).join(', ');
    text = `insert into "${table}" (${names.map((name) => `"${name}"`).join(', ')}) values ${values}`;
    statements.set(key, text);
  }
  return text;
}

/** One multi-row INSERT: its table, how many rows, and their values in column order. */
export interface Chunk {
  table: Table;
  count: number;
  parameters: unknown[];
}

/** `rows` as INSERT statements of `rowsPerInsert` rows each. */
export function chunksOf<T extends Table>(table: T, rows: readonly Rows[T][]): Chunk[] {
  const names = columns[table];
  const chunks: Chunk[] = [];
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const chunk = rows.slice(start, start + rowsPerInsert);
    const parameters = new Array<unknown>(chunk.length * names.length);
    let index = 0;
    for (const row of chunk) {
      const values = row as unknown as Record<string, unknown>;
      for (const name of names) parameters[index++] = values[name];
    }
    chunks.push({ table, count: chunk.length, parameters });
  }
  return chunks;
}

/**
 * Runs the chunks' statements in order. The text is built once per shape and the values are
 * bound as parameters: a million orders through the query builder spend more time building and
 * collecting its per-value nodes than the database spends storing them.
 */
export async function insertChunks(
  db: Kysely<Database>,
  dialect: Dialect,
  chunks: readonly Chunk[],
): Promise<void> {
  for (const { table, count, parameters } of chunks)
    await db.executeQuery(CompiledQuery.raw(insertStatement(dialect, table, count), parameters));
}

/** Inserts users, then orders, then packages (foreign keys point that way). */
export async function insertRows(
  db: Kysely<Database>,
  dialect: Dialect,
  rows: { users?: UserRow[]; orders?: OrderRow[]; packages?: PackageRow[] },
): Promise<void> {
  await insertChunks(db, dialect, [
    ...chunksOf('users', rows.users ?? []),
    ...chunksOf('orders', rows.orders ?? []),
    ...chunksOf('packages', rows.packages ?? []),
  ]);
}

/** Explicit ids leave PostgreSQL's serial sequences behind; move them past the data. */
export async function resetSequences(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') return;
  for (const table of ['users', 'orders', 'packages'] as const) {
    await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
      db.kysely,
    );
  }
}
