/** `npm run dev` is one command: the server with reload and Vite with hot reload, /api proxied. */
import { spawn } from 'node:child_process';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../scale-out/servers';
import { freshDatabase } from './harness';

let stop: () => void = () => undefined;
afterAll(() => stop());

async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((done) => setTimeout(done, 300));
  }
  return false;
}

it('serves the app with hot reload and the API through its proxy from one command', async () => {
  const fresh = await freshDatabase();
  const [port, apiPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['scripts/dev.mjs'], {
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATABASE_URL: fresh.url },
    stdio: 'ignore',
    // Its own process group, so the test ends the server and Vite with it.
    detached: true,
  });
  stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    void fresh.dispose();
  };
  const base = `http://127.0.0.1:${port}`;
  const proxied = await until(
    async () => (await fetch(`${base}/api/health`)).status === 200,
    90_000,
  );
  expect(proxied).toBe(true);
  const page = await (await fetch(`${base}/`)).text();
  expect(page).toContain('/@vite/client');
  const direct = await fetch(`http://127.0.0.1:${apiPort}/api/health`);
  expect(direct.status).toBe(200);
}, 120_000);
