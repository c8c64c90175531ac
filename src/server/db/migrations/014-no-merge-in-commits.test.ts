import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { customerRow, orderRow } from '../../../../tests/fixtures/migration-rows';
import { searchLevels } from '../../search/fts5-segments';
import { connect, type Db } from '../connect';
import { migrate } from '../migrate';
import { searchedTables } from './001-initial';
import { fillSearchIndex, searchIndexOf, setSearchOptions } from './003-search-by-creation-time';
import * as noMergeInCommits from './014-no-merge-in-commits';

let db: Db;
afterEach(() => db.close());

/** What `table`'s search index keeps in its FTS5 settings. */
async function settingsOf(table: string) {
  const { rows } = await sql<{ k: string; v: number }>`
    select k, v from ${sql.table(`${searchIndexOf(table)}_config`)}
    where k in ('automerge', 'crisismerge')
  `.execute(db.kysely);
  return Object.fromEntries(rows.map((row) => [row.k, Number(row.v)]));
}

const automergeOn = (table: string) => setSearchOptions(db.kysely, table, { automerge: 4 });

describe('014: no merging of search segments inside the writes’ commits', () => {
  it('leaves the segments of one-row commits to the crisis merge of the first level', async () => {
    db = connect(':memory:');
    await migrate(db);
    await db.kysely.insertInto('users').values(customerRow('2026-06-30T00:00:00.000Z')).execute();
    for (let id = 1; id <= 200; id++) {
      const time = new Date(Date.UTC(2026, 5, 30, 1, id)).toISOString();
      await db.kysely
        .insertInto('orders')
        .values(orderRow(id, time, `Customer ${id}`))
        .execute();
    }
    // Each commit wrote a segment; only the crisis merge of sixteen on the first level joined
    // some. FTS5's automerge would have merged four to a level as it went: with it, three levels
    // and 13 segments.
    const levels = await searchLevels(db.kysely, 'orders');
    expect(levels).toHaveLength(2);
    expect(levels.flat().length).toBeGreaterThan(16);
  });

  it('turns automerge off in an index that had it, crisis merges kept', async () => {
    db = connect(':memory:');
    await migrate(db);
    for (const table of searchedTables) await automergeOn(table);
    await noMergeInCommits.up(db.kysely, 'sqlite');
    for (const table of searchedTables)
      expect(await settingsOf(table)).toEqual({ automerge: 0, crisismerge: 16 });
  });

  it('keeps it off when an index is filled again', async () => {
    db = connect(':memory:');
    await migrate(db);
    await automergeOn('packages');
    await fillSearchIndex(db.kysely, 'packages');
    expect(await settingsOf('packages')).toEqual({ automerge: 0, crisismerge: 16 });
  });
});
