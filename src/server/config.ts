import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface Config {
  host: string;
  port: number;
  databaseUrl: string;
  production: boolean;
  /** Cookies carry `Secure` outside development. */
  secureCookies: boolean;
  demoPassword: string;
  adminEmail?: string;
  adminPassword?: string;
  logLevel: string;
  /** Directory of the built browser app; served when it exists. */
  webRoot: string;
  /** Requests per minute per IP on the sign-in route (coarse flood guard). */
  loginRequestsPerMinute: number;
  /** Longest a request's headers and body may take to arrive before it is answered 408 (SPEC §11). */
  requestTimeoutMs: number;
  /** How often a live stream sends a heartbeat and re-checks its session. */
  eventsHeartbeatMs: number;
  /**
   * Fastify's `trustProxy`: which proxies may name the client in X-Forwarded-For (the IP that
   * sign-in limits count). `false` (default): the connection's own address.
   */
  trustProxy: boolean | string;
  /** Longest a cached total or summary is served without a write being heard of (see ReadCache). */
  readCacheTtlMs: number;
  /** PostgreSQL: how often the rollup changes writes queue are folded when nothing reads them. */
  rollupFoldMs: number;
  /**
   * SQLite: after this long without a write request, merge a search index that writes have split into
   * many segments back into one (see plugins/search-upkeep.ts); 0 never.
   */
  searchQuietMs: number;
  /**
   * SQLite on a file: how often a worker thread checkpoints the write-ahead log, which the
   * server's connection then leaves alone (see plugins/checkpoints.ts); 0 leaves it to SQLite.
   */
  checkpointEveryMs: number;
  /** On SIGTERM: how long `/api/ready` answers 503 before the server stops listening (lets a load balancer take it out). */
  shutdownDelayMs: number;
  /** On SIGTERM: how long in-flight requests may take to finish before the process exits anyway. */
  shutdownTimeoutMs: number;
}

/** Reads the environment once; every other module receives the result. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || resolve('data/dashboard.db');
  if (!/^postgres(ql)?:\/\//.test(databaseUrl) && databaseUrl !== ':memory:') {
    mkdirSync(dirname(databaseUrl.replace(/^file:/, '')), { recursive: true });
  }
  return {
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT || 3000),
    databaseUrl,
    production,
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    demoPassword: env.DEMO_PASSWORD || 'demo-password',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    webRoot: resolve(env.WEB_ROOT || 'dist'),
    loginRequestsPerMinute: Number(env.LOGIN_REQUESTS_PER_MINUTE || 60),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS || 30_000),
    eventsHeartbeatMs: Number(env.EVENTS_HEARTBEAT_MS || 20_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    readCacheTtlMs: Number(env.READ_CACHE_TTL_MS || 5000),
    rollupFoldMs: Number(env.ROLLUP_FOLD_MS || 1000),
    searchQuietMs: Number(env.SEARCH_QUIET_MS || 1000),
    checkpointEveryMs: Number(env.CHECKPOINT_EVERY_MS || 200),
    shutdownDelayMs: Number(env.SHUTDOWN_DELAY_MS || 0),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS || 10_000),
  };
}

/** `TRUST_PROXY`: `true` (any peer), or a comma list of proxy addresses and CIDR ranges. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
