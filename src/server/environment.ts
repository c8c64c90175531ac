import { existsSync } from 'node:fs';
import { z } from 'zod';

/** An empty variable means unset, as the shell's `VAR= npm start` does. */
const unset = (value: unknown) => (value === '' ? undefined : value);

/** A whole number from `min` to `max`; `fallback` when unset. */
function whole(fallback: number, min: number, max: number) {
  return z.preprocess(
    unset,
    z
      .string()
      .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, `must be a whole number from ${min} to ${max}`)
          .max(max, `must be a whole number from ${min} to ${max}`),
      )
      .default(fallback),
  );
}

const text = () => z.preprocess(unset, z.string().optional());
const oneOf = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(
    unset,
    z.enum(options, { error: `must be one of ${options.join(', ')}` }).optional(),
  );
const aDay = 86_400_000;

/**
 * Every variable the server and its commands read, with its rules and default (docs/deploy.md,
 * "Environment"). Checked once at start, before any work, so a wrong one stops nothing midway.
 */
export const environmentSchema = z.object({
  NODE_ENV: text(),
  HOST: text(),
  PORT: whole(3000, 0, 65_535),
  DATABASE_URL: text(),
  COOKIE_SECURE: oneOf(['true', 'false']),
  DEMO_PASSWORD: text(),
  ADMIN_EMAIL: z.preprocess(unset, z.email({ error: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: z.preprocess(
    unset,
    z
      .string()
      .min(12, 'must have 12–128 characters')
      .max(128, 'must have 12–128 characters')
      .optional(),
  ),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  WEB_ROOT: text(),
  LOGIN_REQUESTS_PER_MINUTE: whole(60, 1, 1_000_000),
  REQUEST_TIMEOUT_MS: whole(30_000, 1, aDay),
  EVENTS_HEARTBEAT_MS: whole(20_000, 10, aDay),
  TRUST_PROXY: text(),
  READ_CACHE_TTL_MS: whole(5000, 0, aDay),
  ROLLUP_FOLD_MS: whole(1000, 0, aDay),
  SEARCH_QUIET_MS: whole(1000, 0, aDay),
  CHECKPOINT_EVERY_MS: whole(200, 0, aDay),
  SHUTDOWN_DELAY_MS: whole(0, 0, aDay),
  SHUTDOWN_TIMEOUT_MS: whole(10_000, 0, aDay),
  PG_POOL_SIZE: whole(10, 1, 1000),
});

export type Environment = z.infer<typeof environmentSchema>;

/** One line per wrong variable: its name, what it holds, what it must be. */
export function environmentProblems(error: z.ZodError, env: NodeJS.ProcessEnv): string[] {
  const lines = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0]);
    if (!lines.has(name))
      lines.set(name, `${name}=${JSON.stringify(env[name] ?? '')} is refused: ${issue.message}.`);
  }
  return [...lines.values()];
}

/**
 * Reads `.env` in the working directory, when there is one, with Node's own loader: variables
 * already set in the environment keep their values.
 */
export function loadEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
