/**
 * `npm run migrate`: brings the database named by DATABASE_URL up to date and exits, for a
 * deploy step before new server processes start (they would migrate too, one at a time).
 */
import { readConfigOrExit } from '../config';
import { connect } from './connect';
import { migrate } from './migrate';

const config = readConfigOrExit();
const db = connect(config.databaseUrl);
try {
  await db.engine.underStartupLock(db.kysely, () => migrate(db));
  console.log(`Migrations applied: ${db.engine.describe(config.databaseUrl)} is up to date.`);
} catch (error) {
  console.error('Migration failed:', error);
  process.exitCode = 1;
} finally {
  await db.close();
}
