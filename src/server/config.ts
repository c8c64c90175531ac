import { mkdirSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import {
  type Environment,
  environmentProblems,
  environmentSchema,
  loadEnvFile,
} from './environment';

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
   * many segments back into one (see search/upkeep-plugin.ts); 0 never.
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

/**
 * Reads the environment once, checking every variable first (environment.ts): a wrong one throws
 * a ConfigError with one line per wrong variable, before anything touches the disk. Every other
 * module receives the result.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  const problems = parsed.success ? [] : environmentProblems(parsed.error, env);
  let trustProxy: Config['trustProxy'] = false;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(error.message);
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems.join('\n'));
  return configOf(parsed.data, trustProxy);
}

function configOf(env: Environment, trustProxy: Config['trustProxy']): Config {
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL ?? resolve('data/dashboard.db');
  if (!/^postgres(ql)?:\/\//.test(databaseUrl) && databaseUrl !== ':memory:') {
    mkdirSync(dirname(databaseUrl.replace(/^file:/, '')), { recursive: true });
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port: env.PORT,
    databaseUrl,
    production,
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    demoPassword: env.DEMO_PASSWORD ?? 'demo-password',
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    webRoot: resolve(env.WEB_ROOT ?? 'dist'),
    loginRequestsPerMinute: env.LOGIN_REQUESTS_PER_MINUTE,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    eventsHeartbeatMs: env.EVENTS_HEARTBEAT_MS,
    trustProxy,
    readCacheTtlMs: env.READ_CACHE_TTL_MS,
    rollupFoldMs: env.ROLLUP_FOLD_MS,
    searchQuietMs: env.SEARCH_QUIET_MS,
    checkpointEveryMs: env.CHECKPOINT_EVERY_MS,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}

/** A setting the server refuses to start with; its message is the one line to print. */
export class ConfigError extends Error {}

/**
 * readConfig for a command's start, after reading `.env`: refused settings print one line each
 * and the process exits 1.
 */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    if (env === process.env) loadEnvFile();
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
