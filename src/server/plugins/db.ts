import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/connect';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

/** Makes the database and config available to every plugin and route. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; config: Config; ownsDb: boolean }) => {
    app.decorate('db', options.db);
    app.decorate('config', options.config);
    if (options.ownsDb) app.addHook('onClose', () => options.db.close());
  },
  { name: 'db' },
);
