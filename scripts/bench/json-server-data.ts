import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { orders } from '../../src/resources/orders';
import { toRecord } from '../../src/server/records/api-record';

/**
 * The orders of a bench database as json-server's `db.json`, each as our API answers it, so both
 * servers hold the same records. json-server rewrites its file on every write, so each run gets
 * a fresh copy of the export.
 */
export function jsonServerFile(database: string): string {
  const pristine = `${database}.json-server.json`;
  if (!existsSync(pristine)) {
    const sqlite = new SQLite(database, { readonly: true });
    try {
      const rows = sqlite.prepare('select * from orders order by id').all() as Record<
        string,
        unknown
      >[];
      writeFileSync(pristine, JSON.stringify({ orders: rows.map((row) => toRecord(orders, row)) }));
    } finally {
      sqlite.close();
    }
  }
  const working = `${database}.json-server-run.json`;
  copyFileSync(pristine, working);
  return working;
}
