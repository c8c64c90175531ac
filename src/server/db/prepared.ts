import type { CompiledQuery, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { LruMap } from '../lru-map';

/** SQL text of the statements marked `prepared`, and the name each goes by on a connection. */
const statementNames = new Map<string, string>();

/**
 * Marks a compiled query as one PostgreSQL parses and plans once per connection instead of on
 * every run: a named statement, whose plan PostgreSQL keeps once five runs have shown that one
 * plan serves every value. Only for statements whose best plan does not depend on their
 * parameters' values, such as a lookup by primary key: a range or a search may need another
 * plan for another value. The session lookup, which every request runs, is several times
 * faster as a named statement. On SQLite nothing changes: its statement cache keeps every
 * statement already.
 */
export function prepared<T>(query: CompiledQuery<T>): CompiledQuery<T> {
  if (!statementNames.has(query.sql)) {
    statementNames.set(query.sql, `prepared_${statementNames.size + 1}`);
  }
  return query;
}

/** The name a statement runs under on PostgreSQL, if it is marked `prepared`. */
export const preparedName = (sql: string): string | undefined => statementNames.get(sql);

/** What `byValue` puts before a statement's text; the pool reads it, PostgreSQL skips it. */
const byValueMark = '/* by value */ ';

/**
 * Marks a compiled read as one PostgreSQL may keep the plan of for its values: the values go into
 * the statement's text, and a text the server has run before runs as a named statement, parsed
 * and planned once per connection (see `ValueTexts`). For reads whose plan depends on their
 * values (a list's filters, its page), which a named statement with parameters would plan anew
 * on every run: a list's page or filter runs several times as often a second so. Only outside a
 * transaction: a plan that a
 * migration of another server made stale is dropped and the read run again. SQLite ignores it.
 */
export function byValue<T>(query: CompiledQuery<T>): CompiledQuery<T> {
  return { ...query, sql: byValueMark + query.sql };
}

/** How long a value written into a text may be; a longer one keeps the statement's parameters. */
const maxValueLength = 100;

/** The text pg sends for a string, a finite number or a boolean; undefined for anything else. */
const scalarText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean'
      ? String(value)
      : undefined;

/**
 * The text pg sends for a value: a scalar's own, or for an array of scalars PostgreSQL's array
 * input with each element in double quotes (`{"felix","wagner"}`, as pg writes it), when no
 * element holds a double quote or backslash, which pg would escape.
 */
function textOf(value: unknown): string | undefined {
  if (!Array.isArray(value)) return scalarText(value);
  const elements = value.map(scalarText);
  if (elements.some((element) => element === undefined || /["\\]/.test(element))) return undefined;
  return `{${elements.map((element) => `"${element}"`).join(',')}}`;
}

/**
 * A value as an untyped literal with the text pg would send for it as a parameter, so PostgreSQL
 * reads both alike (a quoted `'10'` is an integer where a column or `limit` wants one, and
 * `'{"felix"}'::text[]` an array). Only a string, a finite number or a boolean, or an array of
 * them (a search's words), whose text holds no quote, backslash or NUL: nothing it holds can end
 * the literal, whatever `standard_conforming_strings` says.
 */
function literalOf(value: unknown): string | undefined {
  const text = textOf(value);
  if (text === undefined || text.length > maxValueLength || /['\\\0]/.test(text)) return undefined;
  return `'${text}'`;
}

/**
 * `sql` with each `$n` replaced by its value as a literal, or undefined when a value cannot be
 * written safely (the statement then runs with its parameters, as any other).
 */
export function withValues(sql: string, parameters: readonly unknown[]): string | undefined {
  const literals = parameters.map(literalOf);
  if (literals.some((literal) => literal === undefined)) return undefined;
  let unknown = false;
  const text = sql.replace(/\$(\d+)/g, (_, index: string) => {
    const literal = literals[Number(index) - 1];
    if (literal === undefined) unknown = true;
    return literal ?? '';
  });
  return unknown ? undefined : text;
}

/**
 * Which texts of `byValue` reads run as named statements: a text seen `hotAfter` times among the
 * last `maxSeen` texts gets a name of its own, never given again; at most `maxNamed` names are
 * live, the least recently run dropped first. A list paged through once, or a filter typed
 * once, stays unnamed: preparing it would cost what running it does, and hold a plan in every
 * connection for nothing.
 */
export class ValueTexts {
  private readonly seen: LruMap<string, number>;
  private readonly names: LruMap<string, string>;
  private readonly live = new Set<string>();
  private next = 0;
  /** How many names have been dropped so far: a connection that saw this many holds none. */
  dropped = 0;

  constructor(
    private readonly hotAfter = 2,
    maxNamed = 50,
    maxSeen = 1000,
  ) {
    this.seen = new LruMap(maxSeen);
    this.names = new LruMap(maxNamed, (name) => {
      this.live.delete(name);
      this.dropped++;
    });
  }

  /** The name `text` runs under, if it has run often enough lately; counts this run. */
  nameOf(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined) return name;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < this.hotAfter) {
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    const fresh = `by_value_${++this.next}`;
    this.live.add(fresh);
    this.names.set(text, fresh);
    return fresh;
  }

  /** Whether `name` still runs; a connection drops the statements of names that do not. */
  isLive = (name: string) => this.live.has(name);
}

/** The named statements of `byValue` reads a connection holds. */
interface ValueStatements {
  client: pg.PoolClient;
  names: Set<string>;
  /** `ValueTexts.dropped` when the connection last let go of the names dropped. */
  dropped: number;
}

/** pg's record of the statements a connection has parsed (not public: cleared when present). */
const parsedOf = (client: pg.PoolClient) =>
  (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection
    ?.parsedStatements;

/** Deallocates `names` on the connection, in one round trip. */
async function drop(held: ValueStatements, names: readonly string[]): Promise<void> {
  // Our own names (`by_value_<n>`), never a client's text.
  await held.client.query(names.map((name) => `deallocate "${name}"`).join('; '));
  const parsed = parsedOf(held.client);
  for (const name of names) {
    held.names.delete(name);
    if (parsed) delete parsed[name];
  }
}

/** A `byValue` read on one connection (see `byValue`). */
async function runByValue(
  texts: ValueTexts,
  held: ValueStatements,
  sql: string,
  parameters: unknown[],
) {
  const text = withValues(sql.slice(byValueMark.length), parameters);
  if (text === undefined) return held.client.query(sql, parameters);
  const name = texts.nameOf(text);
  // After naming: a name given now may be what took the place of one this connection holds.
  if (held.dropped !== texts.dropped) {
    const dropped = texts.dropped;
    const stale = [...held.names].filter((own) => !texts.isLive(own));
    if (stale.length > 0) await drop(held, stale);
    held.dropped = dropped;
  }
  if (name === undefined) return held.client.query(text);
  try {
    return await held.client.query({ name, text });
  } catch (error) {
    // A column added by another server's migration changes what `select *` returns.
    if ((error as { code?: string }).code !== '0A000') throw error;
    await drop(held, [name]);
    return held.client.query(text);
  } finally {
    if (parsedOf(held.client)?.[name] !== undefined) held.names.add(name);
  }
}

/**
 * pg's pool as Kysely's dialect takes it, with clients that run the statements marked
 * `prepared` by name, and `byValue` reads with their values in their text, named once hot;
 * everything else runs as before, unnamed.
 */
export function preparingPool(pool: pg.Pool, texts = new ValueTexts()): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const held: ValueStatements = { client, names: new Set(), dropped: texts.dropped };
    const query = (sql: string, parameters: readonly unknown[]) => {
      const values = parameters as unknown[];
      if (sql.startsWith(byValueMark)) return runByValue(texts, held, sql, values);
      const name = statementNames.get(sql);
      return name ? client.query({ name, text: sql, values }) : client.query(sql, values);
    };
    // Kysely is given no cursor, so it never calls the cursor form of `query`.
    return { query, release: () => client.release() } as unknown as PostgresPoolClient;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
