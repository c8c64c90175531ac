import { mkdirSync } from 'node:fs';
import { isIP } from 'node:net';
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
  /** How often a live stream sends a heartbeat and re-checks its session. */
  eventsHeartbeatMs: number;
  /**
   * Fastify's `trustProxy`: which proxies may name the client in X-Forwarded-For (the IP that
   * sign-in limits count): how many hops, or their addresses. `false` (default): the
   * connection's own address. Never `true`, which would let any client name its own address.
   */
  trustProxy: false | number | string;
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
  // Checked before anything touches the disk, so a refused setting leaves no trace.
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
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
    eventsHeartbeatMs: Number(env.EVENTS_HEARTBEAT_MS || 20_000),
    trustProxy,
    readCacheTtlMs: Number(env.READ_CACHE_TTL_MS || 5000),
    rollupFoldMs: Number(env.ROLLUP_FOLD_MS || 1000),
    searchQuietMs: Number(env.SEARCH_QUIET_MS || 1000),
    checkpointEveryMs: Number(env.CHECKPOINT_EVERY_MS || 200),
    shutdownDelayMs: Number(env.SHUTDOWN_DELAY_MS || 0),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS || 10_000),
  };
}

/** A setting the server refuses to start with; its message is the one line to print. */
export class ConfigError extends Error {}

/** readConfig for a command's start: a refused setting prints its one line and exits 1. */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Config's `trustProxy` as Fastify takes it. Fastify reads a bare number as trusting no one, so a
 * hop count becomes proxy-addr's rule: the peer and the next `hops - 1` addresses (right to left)
 * are proxies, and the address before them is the client's.
 */
export function fastifyTrustProxy(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

const isAddressOrRange = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * `TRUST_PROXY`: how many proxies stand in front (a hop count), or a comma list of their
 * addresses and CIDR ranges. `true` is refused: with every peer trusted, any client writes its
 * own X-Forwarded-For, choosing the address the sign-in lockout counts (dodging it, or locking
 * out someone else's).
 */
function parseTrustProxy(value: string | undefined): false | number | string {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false' || setting === '0') return false;
  if (/^\d{1,3}$/.test(setting)) return Number(setting);
  const entries = setting.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries.join(',');
  const why =
    setting === 'true'
      ? 'trusting every peer lets any client choose the address the sign-in lockout counts'
      : 'it is neither a hop count nor a list of addresses and CIDR ranges';
  throw new ConfigError(
    `TRUST_PROXY=${JSON.stringify(setting).slice(1, -1)} is refused (${why}): set it to the number of proxies in front of this server (e.g. TRUST_PROXY=1 behind one nginx) or to their addresses or CIDR ranges (e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8), or leave it unset when clients connect directly.`,
  );
}
