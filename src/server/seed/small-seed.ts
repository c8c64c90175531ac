// For tests: a small demo database in a file of its own, which a worker thread can open too.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Db } from '../db/connect';
import { migrate } from '../db/migrate';
import { removeSqliteFile } from '../db/sqlite-file';
import { seedIfEmpty } from './seed';

export interface SeededFile {
  db: Db;
  file: string;
  /** Closes the connection and deletes the file with its write-ahead log. */
  remove(): Promise<void>;
}

/** 40 customers and 300 orders over the year up to `today`, migrated and seeded. */
export async function smallSeededFile(name: string, today: string): Promise<SeededFile> {
  const file = join(tmpdir(), `${name}-${randomUUID()}.db`);
  const db = connect(file);
  await migrate(db);
  await seedIfEmpty(db, {
    production: false,
    demoPassword: 'demo-password',
    today,
    size: { customers: 40, orders: 300 },
  });
  return {
    db,
    file,
    remove: async () => {
      await db.close();
      removeSqliteFile(file);
    },
  };
}
