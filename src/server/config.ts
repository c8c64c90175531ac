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
  /** How often a live stream sends a heartbeat and re-checks its session. */
  eventsHeartbeatMs: number;
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
    eventsHeartbeatMs: Number(env.EVENTS_HEARTBEAT_MS || 20_000),
  };
}
