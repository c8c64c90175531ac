/**
 * `npm run admin:restore`: makes ADMIN_EMAIL an active admin with ADMIN_PASSWORD on the database
 * named by DATABASE_URL, whether or not another admin is active: the way back in when the last
 * admin was disabled, demoted or forgot the password. The server does the same at start, but
 * only when no admin is active.
 */
import { readConfigOrExit } from '../config';
import { connect } from '../db/connect';
import { migrate } from '../db/migrate';
import { recoverAdmin } from './admin-recovery';

const config = readConfigOrExit();
if (!config.adminEmail || !config.adminPassword) {
  console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD (12–128 characters) to restore an admin.');
  process.exit(2);
}
const db = connect(config.databaseUrl);
try {
  await db.engine.underStartupLock(db.kysely, () => migrate(db));
  const recovery = await recoverAdmin(db, config.adminEmail, config.adminPassword, {
    always: true,
  });
  if (recovery.outcome === 'refused') {
    console.error(`No admin restored: ${recovery.why}.`);
    process.exitCode = 1;
  } else if (recovery.outcome !== 'unneeded') {
    console.log(
      `${recovery.email} is an active admin (${recovery.outcome}); sign in with ADMIN_PASSWORD.`,
    );
  }
} finally {
  await db.close();
}
