import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { checkpointOnWorker } from '../db/checkpointer';
import { connect } from '../db/connect';
import { migrate } from '../db/migrate';
import { pragmaValue } from '../db/pragmas';
import { removeSqliteFile } from '../db/sqlite-file';

const files: string[] = [];
const scratchFile = () => {
  const file = join(tmpdir(), `checkpoints-${randomUUID()}.db`);
  files.push(file);
  return file;
};
afterEach(() => {
  for (const file of files.splice(0)) removeSqliteFile(file);
});
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('checkpointOnWorker', () => {
  it('copies the write-ahead log into the file while the writing connection never checkpoints', async () => {
    const file = scratchFile();
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0');
    db.exec('create table notes (id integer primary key, body text)');
    const insert = db.prepare('insert into notes (body) values (?)');
    db.transaction(() => {
      for (let index = 0; index < 2000; index++) insert.run(`${index} `.repeat(200));
    })();
    const before = statSync(file).size;
    // Left alone, the rows stay in the log: the file does not grow.
    await sleep(100);
    expect(statSync(file).size).toBe(before);
    const errors: unknown[] = [];
    const checkpointer = checkpointOnWorker(file, 20, (error) => errors.push(error));
    try {
      await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 1_000_000), {
        timeout: 5000,
        interval: 20,
      });
      await checkpointer.stop();
      // Every page of the log was in the file already: a full checkpoint adds nothing. (Asked
      // while the worker ran, it could find the worker's checkpoint under way and do nothing.)
      const copied = statSync(file).size;
      db.pragma('wal_checkpoint(TRUNCATE)');
      expect(statSync(file).size).toBe(copied);
    } finally {
      await checkpointer.stop();
      db.close();
    }
    expect(errors).toEqual([]);
  });

  it('reports a file it cannot open, and stops', async () => {
    const errors: unknown[] = [];
    const checkpointer = checkpointOnWorker(
      join(tmpdir(), `missing-${randomUUID()}`, 'db.sqlite'),
      20,
      (error) => errors.push(error),
    );
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(String(errors[0])).toMatch(/directory does not exist/);
    await checkpointer.stop();
  });
});

describe('checkpoints plugin', () => {
  async function started(file: string, checkpointEveryMs: number) {
    const db = connect(file);
    await migrate(db);
    const config = { ...readConfig({ NODE_ENV: 'test', DATABASE_URL: file }), checkpointEveryMs };
    const app = await buildApp(config, { db, logger: false });
    await app.ready();
    const autocheckpoint = async () => Number(await pragmaValue(db, 'wal_autocheckpoint'));
    return { app, db, autocheckpoint };
  }

  it("leaves the log to the worker while the server runs, and to SQLite's own again once closed", async () => {
    const { app, db, autocheckpoint } = await started(scratchFile(), 50);
    try {
      expect(await autocheckpoint()).toBe(0);
      await app.close();
      expect(await autocheckpoint()).toBe(1000);
    } finally {
      await db.close();
    }
  });

  it("keeps SQLite's own checkpoints with an interval of 0", async () => {
    const { app, db, autocheckpoint } = await started(scratchFile(), 0);
    try {
      expect(await autocheckpoint()).toBe(1000);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
