import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown began: readiness fails, new work should go to another process. */
    draining(): boolean;
    /**
     * Graceful stop: readiness answers 503 for `shutdownDelayMs`, then the server stops
     * accepting connections, ends live streams (clients reconnect elsewhere) and waits for
     * in-flight requests. Resolves false when `shutdownTimeoutMs` passed first.
     */
    shutdown(): Promise<boolean>;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    let stopping: Promise<boolean> | undefined;
    app.decorate('draining', () => stopping !== undefined);
    app.decorate('shutdown', () => {
      stopping ??= (async () => {
        const { shutdownDelayMs, shutdownTimeoutMs } = app.config;
        app.log.info({ shutdownDelayMs, shutdownTimeoutMs }, 'shutting down');
        if (shutdownDelayMs > 0) await sleep(shutdownDelayMs);
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<false>((done) => {
          timer = setTimeout(() => done(false), shutdownTimeoutMs);
          timer.unref();
        });
        const closed = app.close().then(() => true);
        const finished = await Promise.race([closed, timedOut]);
        clearTimeout(timer);
        app.log.info({ drained: finished }, 'stopped');
        return finished;
      })();
      return stopping;
    });
  },
  { name: 'lifecycle', dependencies: ['db'] },
);
