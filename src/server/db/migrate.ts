import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './connect';
import * as initial from './migrations/001-initial';
import * as dailyBreakdown from './migrations/002-daily-breakdown';
import * as searchByCreationTime from './migrations/003-search-by-creation-time';
import * as rollupChanges from './migrations/004-rollup-changes';
import * as searchWords from './migrations/005-search-words';
import * as searchLexemes from './migrations/006-search-lexemes';
import * as searchWordsDifference from './migrations/007-search-words-difference';
import * as byteOrderCodes from './migrations/008-byte-order-codes';
import * as universalWords from './migrations/009-universal-words';
import * as sortTiesById from './migrations/010-sort-ties-by-id';
import * as statusTabTiesById from './migrations/011-status-tab-ties-by-id';
import * as correlatedColumns from './migrations/012-correlated-columns';
import * as searchFirstLetters from './migrations/013-search-first-letters';
import * as noMergeInCommits from './migrations/014-no-merge-in-commits';
import * as savedViews from './migrations/015-saved-views';
import * as orderNotes from './migrations/016-order-notes';
import * as products from './migrations/017-products';

/** Migrations in order; each receives the dialect for the few statements that differ. */
const migrations = {
  '001-initial': initial,
  '002-daily-breakdown': dailyBreakdown,
  '003-search-by-creation-time': searchByCreationTime,
  '004-rollup-changes': rollupChanges,
  '005-search-words': searchWords,
  '006-search-lexemes': searchLexemes,
  '007-search-words-difference': searchWordsDifference,
  '008-byte-order-codes': byteOrderCodes,
  '009-universal-words': universalWords,
  '010-sort-ties-by-id': sortTiesById,
  '011-status-tab-ties-by-id': statusTabTiesById,
  '012-correlated-columns': correlatedColumns,
  '013-search-first-letters': searchFirstLetters,
  '014-no-merge-in-commits': noMergeInCommits,
  '015-saved-views': savedViews,
  '016-order-notes': orderNotes,
  '017-products': products,
};

class DialectMigrations implements MigrationProvider {
  constructor(private readonly db: Db) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, migration]) => [
        name,
        { up: (kysely) => migration.up(kysely, this.db.dialect) },
      ]),
    );
  }
}

/** Brings the schema up to date; throws if a migration fails. */
export async function migrate(db: Db): Promise<void> {
  const schema = await db.engine.migrationSchema(db.kysely);
  const migrator = new Migrator({
    db: db.kysely,
    provider: new DialectMigrations(db),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
