import type SQLite from 'better-sqlite3';
import { LruMap } from '../lru-map';

/** What Kysely's SQLite driver calls on a prepared statement. */
interface DriverStatement {
  readonly reader: boolean;
  readonly busy: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): SQLite.RunResult;
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

/**
 * A function that turns a row array into an object with `names` as keys, as an object literal:
 * V8 gives every row the same shape at once, where better-sqlite3 adds the properties one by
 * one through the C++ API and looks each name up in the string table. A column named `__proto__` is no own property in either.
 */
function rowMaker(names: readonly string[]): (row: unknown[]) => unknown {
  const fields = names.map((name, index) => `${JSON.stringify(name)}: row[${index}]`);
  return new Function('row', `return { ${fields.join(', ')} };`) as (row: unknown[]) => unknown;
}

/** A reader whose `all` reads row arrays and builds the objects in JavaScript. */
class ReaderStatement implements DriverStatement {
  readonly reader = true;
  private raw = false;

  constructor(
    private readonly statement: SQLite.Statement,
    private readonly makeRow: (row: unknown[]) => unknown,
  ) {}

  /** Rows as arrays for `all`, as objects for a streamed `iterate`; switched only when it differs. */
  private setRaw(raw: boolean) {
    if (this.raw === raw) return;
    this.statement.raw(raw);
    this.raw = raw;
  }

  get busy() {
    return this.statement.busy;
  }

  all(parameters: readonly unknown[]) {
    this.setRaw(true);
    const rows = this.statement.all(parameters) as unknown[][] as unknown[];
    for (let index = 0; index < rows.length; index++)
      rows[index] = this.makeRow(rows[index] as unknown[]);
    return rows;
  }

  run(parameters: readonly unknown[]) {
    return this.statement.run(parameters);
  }

  iterate(parameters: readonly unknown[]) {
    this.setRaw(false);
    return this.statement.iterate(parameters);
  }
}

function driverStatement(statement: SQLite.Statement): DriverStatement {
  if (!statement.reader) return statement as unknown as DriverStatement;
  return new ReaderStatement(statement, rowMaker(statement.columns().map((column) => column.name)));
}

/**
 * better-sqlite3 keeping its prepared statements by SQL text, for Kysely's SQLite driver. Kysely
 * prepares every query anew, and parsing a statement costs more than running most of ours.
 */
export function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const statements = new LruMap<string, DriverStatement>(size);
  return {
    close: () => sqlite.close(),
    prepare(text: string): DriverStatement {
      const cached = statements.get(text);
      // A statement still iterating (a streamed export) cannot run twice at once.
      if (cached?.busy) return driverStatement(sqlite.prepare(text));
      if (cached) return cached;
      const statement = driverStatement(sqlite.prepare(text));
      statements.set(text, statement);
      return statement;
    },
  };
}
