import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { searchedTables } from '../db/catalogue';
import { periodically } from '../plugins/periodic';
import {
  mergeOnWorker,
  mergeSearchIndex,
  reachesLargest,
  searchLevels,
  worthMerging,
} from './fts5-segments';

/** Methods that change nothing: they do not hold the merge back. */
const reading = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * SQLite: merges the segments that writes split a full-text index into once it holds
 * `maxSegments` or more, when no write request has come for `quietMs`; reads may go on.
 *
 * FTS5 writes a segment for each commit that changes the index (and for each row within one
 * whose key is not above the last) and, since migration 014, merges them inside a commit only
 * sixteen to a level (its crisis merge), and a search walks every segment together: after a
 * bench:api round of PATCHes and creates the orders' index held many segments and both searches
 * slowed down markedly. Merging in small steps while requests are served does not work: a step
 * stops only between terms, and a merge into the large segment copies doclists of up to a
 * million entries in one step. So the merge runs whole, level by level (fts5-segments.ts,
 * `mergeStatements`): the segments the writes added, quickly, and the large one only when the
 * carry reaches its level, about twice as many merges apart each time. FTS5's `optimize`, which
 * this ran before, rewrote the whole index every time, which the writes that came meanwhile
 * waited for.
 * On a file it runs on a worker thread with a connection of its own, so reads go on (on this
 * thread they waited for the whole merge); the writes that come meanwhile wait for it in the
 * shared commit's queue, and it waits for a moment without writes so that few do.
 * Waiting for no request at all, as it first did, left a server read without pause, as after a
 * burst of writes, on the split index for good (bench:api's second round of searches, which
 * follows the first round's writes).
 */
export const searchUpkeepPlugin = fp(
  async (app: FastifyInstance, options: { quietMs: number; maxSegments?: number }) => {
    const { quietMs, maxSegments = 8 } = options;
    if (!app.db.search.mergesSegments || !(quietMs > 0)) return;
    let lastWrite = Date.now();
    app.addHook('onRequest', async (request) => {
      if (!reading.has(request.method)) lastWrite = Date.now();
    });
    const quiet = () => Date.now() - lastWrite >= quietMs;

    async function upkeep() {
      for (const table of searchedTables) {
        if (!quiet() || app.draining()) return;
        const levels = await searchLevels(app.db.kysely, table);
        if (!worthMerging(levels, maxSegments)) continue;
        const whole = reachesLargest(levels);
        const started = performance.now();
        const { file, aside } = app.db;
        // On a file, a worker thread merges while this thread serves reads; the writes that come
        // meanwhile wait their turn in the shared commit's queue. In memory there is no second
        // connection: the merge runs here, between two commits.
        if (file && aside) await aside(() => mergeOnWorker(file, table, whole));
        else await app.db.transaction((trx) => mergeSearchIndex(trx, table, whole));
        app.log.info(
          {
            table,
            before: levels.map((level) => level.length),
            whole,
            onWorker: Boolean(file),
            ms: Math.round(performance.now() - started),
          },
          'search index segments merged',
        );
        // Requests that came meanwhile go first.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }

    const upkeeps = periodically(
      app,
      Math.max(50, quietMs / 2),
      upkeep,
      'search index upkeep failed',
    );
    app.addHook('preClose', () => upkeeps.stop());
  },
  { name: 'search-upkeep', dependencies: ['db', 'lifecycle'] },
);
