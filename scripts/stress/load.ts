import { createRequire } from 'node:module';
import { json, orderBody, partDatabase, signIn, startServer, stressPort } from './server';

/** The part of autocannon's API used here; loaded untyped so no ambient module declaration is needed. */
interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
}
interface CannonResult {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface CannonRequest {
  method: string;
  path?: string;
  body?: string;
  setupRequest?: (request: object) => object;
}
/** autocannon's run: a promise of the result that also reports each response as it comes. */
interface CannonRun extends Promise<CannonResult> {
  on(
    event: 'response',
    listener: (client: object, status: number, bytes: number, ms: number) => void,
  ): void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: CannonRequest[];
  timeout?: number;
}) => CannonRun;

export interface LoadResult {
  connections: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /**
   * The slowest first answer on a connection, which includes the wait to be accepted (Node takes
   * one new connection per turn of its event loop from each listening descriptor), and the slowest
   * of all the others.
   */
  maxFirst?: number;
  maxLater?: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  rssStart: number;
  rssEnd: number;
  rssPeak: number;
  writes: number;
}

/**
 * 200 connections for 30 s against a real port: lists with sort and filters, a record, search,
 * the dashboard summary, and 2 in 10 requests writes (new orders, profile edits), as an operator.
 * RSS is read from /proc after a 5 s warm-up at the same concurrency, every second during the
 * run, and at the end.
 */
export async function runLoad(connections = 200, seconds = 30): Promise<LoadResult> {
  const database = await partDatabase('load');
  const server = await startServer(stressPort(3), database.url);
  try {
    const cookie = await signIn(server.url, 'operator@example.com');
    const headers = { ...json, cookie };
    const customers = (await (
      await fetch(`${server.url}/api/users?role=customer&_end=50`, { headers })
    ).json()) as {
      id: number;
    }[];
    const orderCount = Number(
      (await fetch(`${server.url}/api/orders?_end=1`, { headers })).headers.get('x-total-count'),
    );
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
    const words = ['anna', 'berlin', 'ord', 'mug', 'paris', 'smith', 'pkg'];
    let writes = 0;
    const requests: CannonRequest[] = [
      { method: 'GET', path: '/api/orders?_start=0&_end=25&_sort=createdAt&_order=desc' },
      {
        method: 'GET',
        path: '/api/orders?status=pending&status=confirmed&_end=25&_sort=amount&_order=desc',
      },
      {
        method: 'GET',
        setupRequest: (r: object) => ({
          ...r,
          path: `/api/orders/${1 + Math.floor(Math.random() * orderCount)}`,
        }),
      },
      {
        method: 'GET',
        setupRequest: (r: object) => ({ ...r, path: `/api/search?q=${pick(words)}` }),
      },
      {
        method: 'GET',
        path: '/api/packages?_end=25&_sort=estimatedDelivery&_order=asc&status_ne=delivered',
      },
      { method: 'GET', path: '/api/stats/summary' },
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (r: object) => {
          writes++;
          return { ...r, body: JSON.stringify(orderBody(pick(customers).id, `load ${writes}`)) };
        },
      },
      {
        method: 'GET',
        setupRequest: (r: object) => ({ ...r, path: `/api/users?q=${pick(words)}&_end=10` }),
      },
      { method: 'GET', path: '/api/orders?city_like=er&_end=10' },
      {
        method: 'PATCH',
        path: '/api/auth/me',
        setupRequest: (r: object) => {
          writes++;
          return { ...r, body: JSON.stringify({ name: `Operator ${writes % 100}` }) };
        },
      },
    ];
    // Warm up at full concurrency, so start and end compare the same steady state.
    await autocannon({ url: server.url, connections, duration: 5, headers, requests });
    writes = 0;
    const rssStart = server.rss();
    let rssPeak = rssStart;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, server.rss());
    }, 1000);
    const run = autocannon({
      url: server.url,
      connections,
      duration: seconds,
      headers,
      requests,
      timeout: 30,
    });
    const answered = new WeakSet<object>();
    let maxFirst = 0;
    let maxLater = 0;
    run.on('response', (client, _status, _bytes, ms) => {
      if (answered.has(client)) maxLater = Math.max(maxLater, ms);
      else maxFirst = Math.max(maxFirst, ms);
      answered.add(client);
    });
    const result = await run;
    clearInterval(sampler);
    const rssEnd = server.rss();
    return {
      connections,
      seconds,
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      maxFirst: Math.round(maxFirst),
      maxLater: Math.round(maxLater),
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([code, stat]) => [code, Number(stat.count)]),
      ),
      rssStart: Math.round(rssStart),
      rssEnd: Math.round(rssEnd),
      rssPeak: Math.round(rssPeak),
      writes,
    };
  } finally {
    await server.stop();
    await database.dispose();
  }
}
