import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect, type Db } from '../../src/server/db/connect';
import { freshDatabase } from '../api/harness';
import { postgresUrl } from './postgres-only';

// PostgreSQL only: what every pooled connection sets before its first statement (connect.ts).
let db: Db;
let dispose: () => Promise<void>;
beforeAll(async () => {
  postgresUrl();
  const fresh = await freshDatabase();
  dispose = fresh.dispose;
  db = connect(fresh.url);
});
afterAll(async () => {
  await db?.close();
  await dispose?.();
});

it('turns JIT off and gives a query 8 MB, on every connection of the pool', async () => {
  // Several at once, so that the pool opens more than one connection.
  const settings = await Promise.all(
    Array.from({ length: 4 }, () =>
      db.kysely.connection().execute(async (connection) => {
        const { rows } = await sql<{ jit: string; work_mem: string; pid: number }>`
          select current_setting('jit') as jit, current_setting('work_mem') as work_mem,
            pg_backend_pid() as pid, pg_sleep(0.05)::text
        `.execute(connection);
        return rows[0];
      }),
    ),
  );
  expect(new Set(settings.map((row) => row?.pid)).size).toBeGreaterThan(1);
  for (const row of settings) expect(row).toMatchObject({ jit: 'off', work_mem: '8MB' });
});
