import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

let sqlite: SQLite.Database;
let cache: ReturnType<typeof withStatementCache>;

beforeEach(() => {
  sqlite = new SQLite(':memory:');
  sqlite.exec(`
    create table a (id integer primary key, name text, amount integer, ratio real, note text, data blob);
    create table b (id integer primary key, aId integer, name text);
    insert into a values (1, 'Jürgen Müller', 1999, 0.5, null, x'00ff'), (2, 'Zoë 🚚', -3, 1e300, '', null);
    insert into b values (10, 1, 'first'), (11, 2, 'second');
  `);
  cache = withStatementCache(sqlite);
});
afterEach(() => cache.close());

/** What better-sqlite3 itself returns for the same statement. */
const direct = (text: string, parameters: unknown[] = []) => sqlite.prepare(text).all(parameters);
/** The rows with their keys in order, which `toEqual` alone does not compare. */
const withKeys = (rows: unknown[]) =>
  rows.map((row) => [Object.keys(row as object), row, Object.getPrototypeOf(row)]);

describe('withStatementCache', () => {
  it.each([
    ['every column type', 'select * from a order by id'],
    [
      'a join whose columns share names (the last wins)',
      'select a.*, b.* from a join b on b.aId = a.id',
    ],
    ['names that need quoting', `select 1 as "1", 2 as "a b", 3 as "say ""hi""", 4 as 'x\\y'`],
    ['expressions and no rows', 'select count(*), max(amount) from a where id > 5'],
    ['an empty result', 'select * from a where id < 0'],
  ])('reads %s as better-sqlite3 would', (_, text) => {
    expect(withKeys(cache.prepare(text).all([]))).toEqual(withKeys(direct(text)));
  });

  it('binds parameters', () => {
    const text = 'select name from a where id = ? or amount = ?';
    expect(cache.prepare(text).all([2, 1999])).toEqual(direct(text, [2, 1999]));
  });

  it('reads a column named __proto__ as better-sqlite3 does (not as an own property)', () => {
    const text = `select 'x' as "__proto__", 2 as other`;
    expect(withKeys(cache.prepare(text).all([]))).toEqual(withKeys(direct(text)));
  });

  it('streams objects after reading arrays, and reads objects again after streaming', () => {
    const text = 'select id, name from a order by id';
    const statement = cache.prepare(text);
    const expected = direct(text);
    expect(statement.all([])).toEqual(expected);
    expect([...statement.iterate([])]).toEqual(expected);
    expect(cache.prepare(text).all([])).toEqual(expected);
  });

  it('keeps one statement per text, and gives a second one while the first is streaming', () => {
    const text = 'select id from a order by id';
    const first = cache.prepare(text);
    expect(cache.prepare(text)).toBe(first);
    const rows = first.iterate([]);
    rows.next();
    const during = cache.prepare(text);
    expect(during).not.toBe(first);
    expect(during.all([])).toEqual([{ id: 1 }, { id: 2 }]);
    expect([...rows]).toEqual([{ id: 2 }]);
  });

  it('runs writes', () => {
    const result = cache.prepare('update a set note = ? where id = ?').run(['seen', 1]);
    expect(result.changes).toBe(1);
    expect(direct('select note from a where id = 1')).toEqual([{ note: 'seen' }]);
  });
});
