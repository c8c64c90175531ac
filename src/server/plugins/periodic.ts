import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `everyMs` in the background, one run at a time. A failure is logged as
 * `failure`, not thrown: the next run retries what it left. `stop` ends the timer and waits for
 * a run in progress; `once` runs the work with the same logging.
 */
export function periodically(
  app: FastifyInstance,
  everyMs: number,
  work: () => Promise<void>,
  failure: string,
) {
  const once = () => work().catch((error: unknown) => app.log.error({ err: error }, failure));
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= once().finally(() => {
      running = undefined;
    });
  }, everyMs);
  timer.unref();
  return {
    once,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
