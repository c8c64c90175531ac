/*
 * The row and set locks of a write transaction are members of the engine (`db.engine.forWrite`,
 * `forCheck`, `lockSet` in ./dialect.ts). Here: what runs a PostgreSQL transaction again.
 */

const retriedCodes = new Set([
  // serialization_failure, deadlock_detected: the transaction did nothing and may run again.
  '40001',
  '40P01',
]);

/** Runs a PostgreSQL transaction again, up to `attempts` times, when it lost a deadlock. */
export async function retryingDeadlocks<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || typeof code !== 'string' || !retriedCodes.has(code)) throw error;
    }
  }
}
