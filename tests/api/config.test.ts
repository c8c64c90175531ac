/**
 * Configuration fails early and clearly: every variable is checked at start, before any work,
 * with one line per wrong variable, and `.env` is read with Node's own loader.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../src/server/config';

const folder = mkdtempSync(join(tmpdir(), 'dashboard-config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const tsx = pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href;

/** Runs one of the server's commands from `cwd`, with only `env` beyond PATH. */
function command(file: string, env: Record<string, string>, cwd = process.cwd()) {
  return spawnSync(process.execPath, ['--import', tsx, resolve(file)], {
    cwd,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readConfig({ DATABASE_URL: ':memory:', ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was taken');
}

describe('reading the configuration', () => {
  it('takes the defaults for unset and empty variables', () => {
    const config = readConfig({ DATABASE_URL: ':memory:', PORT: '', LOG_LEVEL: '' });
    expect(config).toMatchObject({ port: 3000, logLevel: 'warn', requestTimeoutMs: 30_000 });
    expect(readConfig({ DATABASE_URL: ':memory:', PORT: '8080' }).port).toBe(8080);
  });

  it('refuses a wrong variable with one line naming it, its value and what it must be', () => {
    expect(refusal({ PORT: 'abc' })).toBe(
      'PORT="abc" is refused: must be a whole number from 0 to 65535.',
    );
    expect(refusal({ PORT: '70000' })).toMatch(/^PORT="70000" is refused/);
    expect(refusal({ ADMIN_PASSWORD: 'short' })).toMatch(
      /^ADMIN_PASSWORD="short" is refused: must have 12–128/,
    );
    expect(refusal({ COOKIE_SECURE: 'yes' })).toMatch(
      /^COOKIE_SECURE="yes" is refused: must be one of true, false/,
    );
  });

  it('says every wrong variable at once, one line each', () => {
    const lines = refusal({
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      SEARCH_QUIET_MS: '-1',
      TRUST_PROXY: 'true',
    }).split('\n');
    expect(lines.map((line) => line.split('=')[0])).toEqual([
      'PORT',
      'LOG_LEVEL',
      'SEARCH_QUIET_MS',
      'TRUST_PROXY',
    ]);
  });

  it('stops the server before any work: no database is made for a wrong PORT', () => {
    const database = join(folder, 'never.db');
    const run = command('src/server/main.ts', { PORT: 'abc', DATABASE_URL: database });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'PORT="abc" is refused: must be a whole number from 0 to 65535.',
    );
    expect(existsSync(database)).toBe(false);
  });

  it('reads .env from the working directory; the environment wins over it', () => {
    const fromFile = join(folder, 'from-env-file.db');
    writeFileSync(join(folder, '.env'), `DATABASE_URL=${fromFile}\nPORT=abc\n`);
    const refused = command('src/server/db/migrate-cli.ts', {}, folder);
    expect(refused.stderr).toContain('PORT="abc" is refused');
    const run = command('src/server/db/migrate-cli.ts', { PORT: '3999' }, folder);
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(fromFile)).toBe(true);
  }, 60_000);
});
