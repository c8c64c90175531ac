import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { buildServer, serverArgs } from '../build-server.mjs';

export interface RunningServer {
  name: string;
  url: string;
  pid: number;
  memory: MemoryWatch;
  /** CPU time the process has used so far, in milliseconds (user and system). */
  cpuMs(): number;
  /** Resolves once the process has stopped using the CPU (work queued by a past run is done). */
  idle(): Promise<void>;
  /** Whether the process has ended on its own (json-server out of memory) or been stopped. */
  ended(): boolean;
  stop(): Promise<void>;
}

/** Clock ticks per second of /proc's CPU times (100 on Linux x86). */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time used so far by a process, in clock ticks (utime + stime of /proc/<pid>/stat). */
function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    // The process has ended: its time is no longer known (a figure per request shows "—").
    return Number.NaN;
  }
}

/**
 * Waits until `pid` uses almost no CPU over half a second (at most `seconds`). json-server
 * keeps answering the requests still queued when a run ends, for many seconds; the next run
 * must not share the CPU with them.
 */
async function waitForIdle(pid: number, seconds = 180): Promise<void> {
  const until = Date.now() + seconds * 1000;
  let before = cpuTicks(pid);
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuTicks(pid);
    // An ended process (NaN) is idle too.
    if (!(now - before > 1)) return;
    before = now;
  }
}

/** Reads a `kB` line of /proc/<pid>/status, in bytes. */
function statusBytes(pid: number, key: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(
      new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'),
    );
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Peak resident memory of a process per measured window: the kernel's high-water mark (VmHWM,
 * reset through /proc/<pid>/clear_refs) and, as a cross-check, VmRSS sampled many times a second.
 */
export class MemoryWatch {
  private sampled = 0;
  private timer: NodeJS.Timeout | undefined;
  constructor(private readonly pid: number) {}

  start(): void {
    try {
      writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
    } catch {
      // Without the right to reset the mark, the sampled peak still counts.
    }
    this.sampled = statusBytes(this.pid, 'VmRSS');
    this.timer = setInterval(() => {
      this.sampled = Math.max(this.sampled, statusBytes(this.pid, 'VmRSS'));
    }, 20);
  }

  /** The peak since `start`, in bytes. */
  stop(): number {
    clearInterval(this.timer);
    return Math.max(this.sampled, statusBytes(this.pid, 'VmHWM'), statusBytes(this.pid, 'VmRSS'));
  }

  current(): number {
    return statusBytes(this.pid, 'VmRSS');
  }
}

/** Whether the process has ended, by its own exit or by a signal (json-server's out-of-memory abort). */
const hasEnded = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitUntilUp(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (hasEnded(child))
      throw new Error(`${url}: the server exited (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function started(name: string, url: string, child: ChildProcess): RunningServer {
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name} did not start`);
  return {
    name,
    url,
    pid,
    memory: new MemoryWatch(pid),
    cpuMs: () => (cpuTicks(pid) * 1000) / ticksPerSecond,
    idle: () => waitForIdle(pid),
    ended: () => hasEnded(child),
    stop: () =>
      new Promise((done) => {
        if (hasEnded(child)) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** Our server as `npm start` runs it (NODE_ENV=production), on loopback, over a SQLite file. */
export async function startOurServer(
  database: string,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  await buildServer();
  const child = spawn(process.execPath, serverArgs, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Request logging off: both servers are measured without per-request log lines.
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database,
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/api/health`, child, 120);
  return started('ours', url, child);
}

/** json-server 0.17.4 (the reference of the simple-rest contract) over a JSON file, quiet. */
export async function startJsonServer(file: string, port: number): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [
      'node_modules/json-server/lib/cli/bin.js',
      '--quiet',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      file,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/orders/1`, child, 120);
  return started('json-server', url, child);
}
