import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { demoEmails, startApp, type TestApp } from './harness';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Five wrong passwords from `from`, then the right one from `then`: its status. */
async function lockedOut(app: TestApp, from: string, then: string) {
  const attempt = (forwardedFor: string, password: string) =>
    app.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: demoEmails.viewer, password },
    });
  for (let i = 0; i < 5; i++) expect((await attempt(from, 'wrong-password')).statusCode).toBe(401);
  return (await attempt(then, 'demo-password')).statusCode;
}

describe('behind a load balancer', () => {
  it('counts sign-in failures per client address when the proxy is trusted', async () => {
    t = await startApp({ trustProxy: '127.0.0.1' });
    expect(await lockedOut(t, '203.0.113.7', '198.51.100.4')).toBe(200);
    expect(await lockedOut(t, '203.0.113.8', '203.0.113.8')).toBe(429);
  });

  it('ignores X-Forwarded-For from an untrusted peer, so naming another address dodges nothing', async () => {
    t = await startApp();
    expect(await lockedOut(t, '203.0.113.7', '198.51.100.4')).toBe(429);
  });

  it('with one trusted hop, takes the address the proxy appended, never a forged one before it', async () => {
    t = await startApp({ trustProxy: 1 });
    // Forging a new leftmost entry on each try neither dodges the lockout…
    expect(await lockedOut(t, '10.9.9.9, 203.0.113.7', '198.51.100.99, 203.0.113.7')).toBe(429);
    // …nor locks out the address it names.
    expect(await lockedOut(t, '198.51.100.4, 203.0.113.9', '198.51.100.4')).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of addresses and ranges', () => {
    const read = (value?: string) => readConfig({ TRUST_PROXY: value }).trustProxy;
    expect(read()).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('1')).toBe(1);
    expect(read('127.0.0.1')).toBe('127.0.0.1');
    expect(read('10.0.0.0/8, ::1, fd00::/8')).toBe('10.0.0.0/8,::1,fd00::/8');
  });

  it.each(['true', 'TRUE', 'yes', '1.5', '-1', '10.0.0.0/33', '10.0.0.0/8,', 'nginx'])(
    'refuses %s',
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY=.* is refused/);
    },
  );

  it('stops the server at start with one line naming what to set, before touching the disk', () => {
    const data = join(tmpdir(), `refused-${process.pid}-${Date.now()}`);
    try {
      // One process (no npx in between), so a server that does start is the one killed.
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          TRUST_PROXY: 'true',
          PORT: '0',
          DATABASE_URL: join(data, 'dashboard.db'),
        },
        encoding: 'utf8',
        timeout: 15_000,
        killSignal: 'SIGKILL',
      });
      expect(started.status).toBe(1);
      const lines = started.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^TRUST_PROXY=true is refused .*TRUST_PROXY=1.*TRUST_PROXY=127\.0\.0\.1/,
      );
      expect(existsSync(data)).toBe(false);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});
