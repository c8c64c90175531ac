import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** What the process printed: its banner, then one JSON log line per event. */
  log(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** One `src/server/main.ts` process, as a deploy runs it, on its own port. */
export async function startServer(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      WEB_ROOT: 'no-web-root',
      LOG_LEVEL: 'info',
      LOGIN_REQUESTS_PER_MINUTE: '10000',
      ...env,
    },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      output += chunk;
    });
  }
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${output}`);
    const ready = await fetch(`${url}/api/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (Date.now() > until) throw new Error(`${name} was not ready within 60 s: ${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return { name, url, child, log: () => output, exited };
}

export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(timer);
}
