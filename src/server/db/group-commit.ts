import type { Kysely, Transaction } from 'kysely';

interface Job<D> {
  work: (trx: Transaction<D>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Work that runs with no write transaction of this connection open (see `aside`). */
interface AsideJob {
  aside: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Write transactions on SQLite's one connection that share a durable commit when they arrive
 * together. A commit waits for the disk (fsync of the write-ahead log, most of a small write's
 * cost); the writes that arrive in one turn of the event loop each get a
 * savepoint inside one transaction and are answered after its single commit. A write that fails
 * rolls back to its savepoint, alone; a failed commit fails every write it carried. A write that
 * arrives alone commits alone, one event-loop turn later.
 */
export class GroupCommit<D> {
  private readonly waiting: (Job<D> | AsideJob)[] = [];
  private draining = false;

  constructor(
    private readonly db: Kysely<D>,
    private readonly maxBatch = 64,
  ) {}

  /** Runs `work` in a transaction (or a savepoint of a shared one); settles after the commit. */
  run<T>(work: (trx: Transaction<D>) => Promise<T>): Promise<T> {
    return this.enqueue<T>({ work });
  }

  /**
   * Runs `work` once the writes queued before it have committed, holding the writes queued after
   * it until it settles: another connection may write meanwhile (a worker thread's merge of a
   * search index) without this one waiting for SQLite's lock on the event loop's thread.
   */
  aside<T>(work: () => Promise<T>): Promise<T> {
    return this.enqueue<T>({ aside: work });
  }

  private enqueue<T>(job: { work: Job<D>['work'] } | { aside: AsideJob['aside'] }): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ ...job, resolve: resolve as (value: unknown) => void, reject });
      if (this.draining) return;
      this.draining = true;
      // better-sqlite3 never yields while a write runs, so nothing would ever queue behind it:
      // wait for the requests read in the same turn of the event loop to reach this point too.
      setImmediate(() => void this.drain());
    });
  }

  private async drain() {
    try {
      while (this.waiting.length > 0) {
        const first = this.waiting[0] as Job<D> | AsideJob;
        if ('aside' in first) {
          this.waiting.shift();
          await first.aside().then(first.resolve, first.reject);
          continue;
        }
        // A batch ends before the next work aside.
        const aside = this.waiting.findIndex((job) => 'aside' in job);
        const count = Math.min(this.maxBatch, aside === -1 ? this.waiting.length : aside);
        const batch = this.waiting.splice(0, count) as Job<D>[];
        if (batch.length === 1) await this.alone(batch[0] as Job<D>);
        else await this.together(batch);
      }
    } finally {
      this.draining = false;
    }
  }

  private async alone(job: Job<D>) {
    try {
      job.resolve(await this.db.transaction().execute((trx) => job.work(trx)));
    } catch (error) {
      job.reject(error);
    }
  }

  private async together(batch: Job<D>[]) {
    let trx: Awaited<ReturnType<ReturnType<Kysely<D>['startTransaction']>['execute']>>;
    try {
      trx = await this.db.startTransaction().execute();
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    const written: { job: Job<D>; value: unknown }[] = [];
    let next = 0;
    try {
      for (; next < batch.length; next++) {
        const job = batch[next] as Job<D>;
        const point = await trx.savepoint('write').execute();
        try {
          const value = await job.work(point);
          await point.releaseSavepoint('write').execute();
          written.push({ job, value });
        } catch (error) {
          await point.rollbackToSavepoint('write').execute();
          await point.releaseSavepoint('write').execute();
          job.reject(error);
        }
      }
      await trx.commit().execute();
    } catch (error) {
      // The transaction itself broke (a savepoint or the commit failed): nothing it carried holds.
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      for (const { job } of written) job.reject(error);
      for (const job of batch.slice(next)) job.reject(error);
      return;
    }
    for (const { job, value } of written) job.resolve(value);
  }
}
