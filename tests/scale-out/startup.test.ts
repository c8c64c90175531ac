import { afterAll, expect, it } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { freshDatabase } from '../api/harness';
import { postgresUrl } from './postgres-only';
import { type ServerProcess, startServer, stopServer } from './servers';

const started: ServerProcess[] = [];
let dispose: (() => Promise<void>) | undefined;
afterAll(async () => {
  await Promise.all(started.map(stopServer));
  await dispose?.();
});

it('starts three servers at once on an empty schema: one migrates and seeds, all serve the same data', async () => {
  postgresUrl();
  const fresh = await freshDatabase();
  dispose = fresh.dispose;
  const servers = await Promise.all(
    ['A', 'B', 'C'].map((name) =>
      startServer(name, fresh.url, {
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'first@example.com',
        ADMIN_PASSWORD: 'a-long-first-password',
      }),
    ),
  );
  started.push(...servers);
  const db = connect(fresh.url);
  try {
    const users = await db.kysely.selectFrom('users').select(['email', 'role']).execute();
    expect(users).toEqual([{ email: 'first@example.com', role: 'admin' }]);
  } finally {
    await db.close();
  }
  for (const server of servers) {
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
  }
  // Exactly one of them created the admin; the others found it there.
  const seeded = servers.filter((server) => server.log().includes('Seeded 1 users'));
  expect(seeded).toHaveLength(1);
});
