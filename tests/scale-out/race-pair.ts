import { connect, type Db } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/seed/seed';
import { demoEmails, demoPassword, freshDatabase, seedToday } from '../api/harness';
import { api, expectOk, signIn } from './client';
import { type ServerProcess, startServer, stopServer } from './servers';

/** Two server processes on one small seeded database (one process on SQLite), for the races. */
export interface RacePair {
  a: ServerProcess;
  b: ServerProcess;
  db: Db;
  /** A seeded customer, for the orders the races place. */
  customerId: number;
  close(): Promise<void>;
}

/** Starts the pair: a fresh database, migrated and seeded small, and its server processes. */
export async function startRacePair(): Promise<RacePair> {
  const fresh = await freshDatabase();
  const db = connect(fresh.url);
  await migrate(db);
  await seedIfEmpty(db, {
    production: false,
    demoPassword,
    today: seedToday,
    size: { customers: 20, orders: 60 },
  });
  const a = await startServer('A', fresh.url);
  const b = db.dialect === 'postgres' ? await startServer('B', fresh.url) : a;
  const cookie = (await signIn(a, demoEmails.admin)).cookie;
  const customers = await expectOk(api(a, '/users?role=customer&_start=0&_end=1', { cookie }));
  return {
    a,
    b,
    db,
    customerId: customers[0].id,
    close: async () => {
      await Promise.all([...new Set([a, b])].map(stopServer));
      await db.close();
      await fresh.dispose();
    },
  };
}
