// The production server (the bundle `npm start` runs) on a fresh, seeded SQLite database, for the
// browser journeys.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from '../../scripts/build-server.mjs';
import { removeSqliteFile } from '../../src/server/db/sqlite-file';

const file = join(tmpdir(), `dashboard-e2e-${process.env.E2E_PORT ?? 3400}.db`);
removeSqliteFile(file);

Object.assign(process.env, {
  DATABASE_URL: file,
  PORT: process.env.E2E_PORT ?? '3400',
  HOST: '127.0.0.1',
  // Journeys sign in more often than a person; the per-account lockout is what they test.
  LOGIN_REQUESTS_PER_MINUTE: '1000',
  // A live stream notices a session that ended within a second, not twenty.
  EVENTS_HEARTBEAT_MS: '1000',
});
process.setSourceMapsEnabled(true);
await import(pathToFileURL(await buildServer()).href);
