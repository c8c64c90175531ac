import { finished } from 'node:stream/promises';
import { CompiledQuery, type Kysely } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../db/connect';
import type { Engine } from '../db/dialect';
import type { Database } from '../db/schema';
import { searchTextOf } from '../search/postgres-lexemes';
import type { OrderRow, PackageRow } from './orders';
import type { UserRow } from './people';
import type { ProductRow } from './products';

interface Rows {
  users: UserRow;
  orders: OrderRow;
  packages: PackageRow;
  products: ProductRow;
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

/** Each table's columns, in the order the seed writes them. */
export const columns: { [T in Table]: readonly string[] } = {
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
  products: allColumns<ProductRow>()([
    'id',
    'createdAt',
    'updatedAt',
    'version',
    'sku',
    'name',
    'unitPrice',
    'currency',
    'stock',
    'status',
  ]),
};

/**
 * Rows per INSERT: that many rows of the widest table (packages) stay well under SQLite's limit
 * on a statement's parameters.
 */
export const rowsPerInsert = 500;

const statements = new Map<string, string>();

/** `insert into "t" ("a", …) values (?, …), …` for `count` rows, written once per shape. */
function insertStatement(engine: Engine, table: Table, count: number): string {
  const key = `${engine.name}:${table}:${count}`;
  let text = statements.get(key);
  if (text === undefined) {
    const names = columns[table];
    let next = 1;
    const row = () => `(${names.map(() => engine.parameter(next++)).join(', ')})`;
    const values = Array.from({ length: count }, row).join(', ');
    text = `insert into "${table}" (${names.map((name) => `"${name}"`).join(', ')}) values ${values}`;
    statements.set(key, text);
  }
  return text;
}

/**
 * How rows reach the database: bound multi-row INSERTs (SQLite), or COPY (PostgreSQL, which has
 * no cheaper way in: see `inBulkTransaction`).
 */
export type WriteFormat = 'insert' | 'copy';

export const writeFormatOf = (db: Db): WriteFormat => (db.pool ? 'copy' : 'insert');

/**
 * Rows of one table: one INSERT's values in column order, or COPY text in UTF-8, as bytes a
 * generating worker hands over without a copy (see `transferablesOf`).
 */
export type Chunk =
  | { table: Table; count: number; parameters: unknown[] }
  | { table: Table; count: number; copy: Uint8Array };

const utf8 = new TextEncoder();

/** `rows` as INSERT statements of `rowsPerInsert` rows each, or as one COPY text. */
export function chunksOf<T extends Table>(
  table: T,
  rows: readonly Rows[T][],
  format: WriteFormat = 'insert',
): Chunk[] {
  const names = columns[table];
  if (format === 'copy')
    return rows.length === 0 ? [] : [{ table, count: rows.length, copy: copyBytesOf(table, rows) }];
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

const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const needsEscape = /[\\\t\n\r]/;

/** One value in COPY's text format: `\N` for null, a backslash before what would end it. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  // Most values need no escape; testing first spares them a replace (a third of the worker's time).
  if (!needsEscape.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (character) => copyEscapes[character] ?? character);
}

/**
 * Rows in COPY's text format, as UTF-8: a line per row, a tab between its values in
 * `copyStatements`' order, the last its words for PostgreSQL's `search` (letters and digits
 * only: nothing to escape). Each line is encoded as soon as it is made: joined into one text
 * first, a statement's rows made a string of many thousand parts that encoding had to flatten
 * first, which was slower.
 */
function copyBytesOf(table: Table, rows: readonly object[]): Uint8Array {
  const names = columns[table];
  // Room for most pieces at once (a package's line is ~900 bytes), grown for the rest.
  let bytes = new Uint8Array(rows.length * 1024);
  let length = 0;
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    let line = '';
    for (const name of names) line += `${copyValue(values[name])}\t`;
    line += `${searchTextOf(table, row)}\n`;
    // UTF-8 takes at most three bytes per UTF-16 unit.
    if (length + line.length * 3 > bytes.length) {
      const grown = new Uint8Array(Math.max(bytes.length * 2, length + line.length * 3));
      grown.set(bytes.subarray(0, length));
      bytes = grown;
    }
    length += utf8.encodeInto(line, bytes.subarray(length)).written;
  }
  // Only the text, in a buffer of its own for `postMessage` to move.
  return bytes.slice(0, length);
}

/** Each table's COPY statement: its rows' own columns, then `search`. */
const copyStatements = Object.fromEntries(
  Object.entries(columns).map(([table, names]) => [
    table,
    `copy "${table}" (${[...names, 'search'].map((name) => `"${name}"`).join(', ')}) from stdin`,
  ]),
) as Record<Table, string>;

/**
 * Runs the chunks' statements in order. The text is built once per shape and the values are
 * bound as parameters: a bulk load's rows through the query builder spend more time building and
 * collecting its per-value nodes than the database spends storing them.
 */
export async function insertChunks(
  db: Kysely<Database>,
  engine: Engine,
  chunks: readonly Chunk[],
): Promise<void> {
  for (const chunk of chunks) {
    if (!('parameters' in chunk))
      throw new Error(`COPY text for "${chunk.table}" reached an INSERT`);
    const { table, count, parameters } = chunk;
    await db.executeQuery(CompiledQuery.raw(insertStatement(engine, table, count), parameters));
  }
}

/** Inserts products, users, then orders, then packages (foreign keys point that way). */
export async function insertRows(
  db: Kysely<Database>,
  engine: Engine,
  rows: {
    products?: ProductRow[];
    users?: UserRow[];
    orders?: OrderRow[];
    packages?: PackageRow[];
  },
): Promise<void> {
  await insertChunks(db, engine, [
    ...chunksOf('products', rows.products ?? []),
    ...chunksOf('users', rows.users ?? []),
    ...chunksOf('orders', rows.orders ?? []),
    ...chunksOf('packages', rows.packages ?? []),
  ]);
}

/**
 * The buffers of `chunks`' COPY text, for `postMessage` to move instead of copying: sent as
 * strings, each piece was copied out of the generating worker and UTF-8 encoded on the inserting
 * thread.
 */
export const transferablesOf = (chunks: readonly Chunk[]): ArrayBuffer[] =>
  chunks.flatMap((chunk) => ('copy' in chunk ? [chunk.copy.buffer as ArrayBuffer] : []));

/** Copies each chunk with a COPY of its own (a piece holds one chunk per table). */
async function copyChunks(client: pg.PoolClient, chunks: readonly Chunk[]): Promise<void> {
  for (const chunk of chunks) {
    // Checked before its COPY starts: one left open would hold the connection.
    if (!('copy' in chunk)) throw new Error(`INSERT values for "${chunk.table}" reached a COPY`);
    const stream = client.query(copyFrom(copyStatements[chunk.table]));
    stream.end(chunk.copy);
    await finished(stream);
  }
}

/**
 * Runs `work` in one transaction with a function that writes chunks: bound multi-row INSERTs on
 * SQLite; COPY on PostgreSQL, which stores rows much faster than multi-row INSERTs, whose
 * thousands of parameters a statement PostgreSQL spends a large part of the load parsing and
 * binding.
 */
export async function inBulkTransaction<T>(
  db: Db,
  work: (write: (chunks: readonly Chunk[]) => Promise<void>) => Promise<T>,
): Promise<T> {
  if (!db.pool)
    return db.kysely
      .transaction()
      .execute((trx) => work((chunks) => insertChunks(trx, db.engine, chunks)));
  const client = await db.pool.connect();
  try {
    await client.query('begin');
    const result = await work((chunks) => copyChunks(client, chunks));
    await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    // A connection that cannot roll back is closed rather than handed to the next query.
    await client.query('rollback').then(
      () => client.release(),
      (failure: Error) => client.release(failure),
    );
    throw error;
  }
}

/** Explicit ids may leave the tables' id sequences behind; moves them past the data. */
export async function resetSequences(db: Db): Promise<void> {
  for (const table of ['users', 'orders', 'packages', 'products'] as const)
    await db.engine.movePastIds(db.kysely, table);
}
