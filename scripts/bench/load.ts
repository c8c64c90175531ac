import autocannon, { type RequestStep } from 'autocannon';
import type { RunningServer } from './server-process';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The slowest response: a stall of the server's thread (a merge, a checkpoint) shows here first. */
  max: number;
  /** Responses outside 2xx, by status. */
  failures: Record<string, number>;
  failed: number;
  /** Connection errors and timeouts. */
  errors: number;
  completed: number;
  peakRssBytes: number;
  /**
   * The server process's CPU time per response, in µs: it leaves out the time the server waits
   * for a core, though on a shared machine it swings between rounds too. PostgreSQL's own work
   * is not in it.
   */
  cpuUsPerRequest: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Request timeout; json-server's writes take seconds each. */
  timeoutSeconds?: number;
}

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * Drives `server` with autocannon for one shape. Latencies are every response's own time in
 * milliseconds (autocannon's histogram keeps whole milliseconds and only 2xx); failures count.
 */
export async function runLoad(
  server: RunningServer,
  headers: Record<string, string>,
  step: RequestStep,
  options: LoadOptions,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  server.memory.start();
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  const instance = autocannon({
    url: server.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: options.timeoutSeconds ?? 10,
    headers,
    requests: [step],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    latencies.push(time);
    if (status < 200 || status > 299) failures[status] = (failures[status] ?? 0) + 1;
  });
  const result = await instance;
  const seconds = Math.max(result.duration, (performance.now() - started) / 1000);
  const peakRssBytes = server.memory.stop();
  const cpuMs = server.cpuMs() - cpuBefore;
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    failures,
    failed: Object.values(failures).reduce((sum, count) => sum + count, 0),
    errors: result.errors,
    completed: latencies.length,
    peakRssBytes,
    cpuUsPerRequest: latencies.length > 0 ? (cpuMs * 1000) / latencies.length : Number.NaN,
  };
}
