import { rmSync } from 'node:fs';

/** Deletes an SQLite database file with its write-ahead log and shared-memory file, if there. */
export function removeSqliteFile(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}
