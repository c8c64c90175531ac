import { sql } from 'kysely';
import type { AnyDb, AnySelect } from '../db/dialect';
import type { ReadCache } from '../read-cache';

/** Reads a statement's rows: a list's `readRows` (by value on PostgreSQL), or as Kysely runs it. */
type Read = (query: AnySelect) => Promise<Record<string, unknown>[]>;

/** Totals up to this are counted on every request, so small lists are always exact. */
export const exactCountLimit = 1000;

/** What `totalOf` counts, and how. */
export interface TotalRequest {
  db: AnyDb;
  /** The rows counted; built only when the total is not cached (building costs per request). */
  rows: () => AnySelect;
  /** What names the rows counted, when the caller knows it without compiling `rows`. */
  key?: string;
  /** Where large totals are kept until the next write; without one every total is counted. */
  cache?: ReadCache;
  /** Runs the capped count (a list's `readRows`, planned per value on PostgreSQL). */
  read?: Read;
  /** The caller has seen more than `exactCountLimit` of the rows already: no capped count first. */
  overCap?: boolean;
  /**
   * The caller shows no total (the global search): the rows up to `exactCountLimit`, or
   * `exactCountLimit + 1` for more, kept as a large total is (under its own name: it is not the
   * total).
   */
  capped?: boolean;
}

/**
 * X-Total-Count without the classic trap: counting a filtered table of millions reads every
 * matching index entry on every page turn. A total up to `exactCountLimit` is counted on each
 * request (a scan that stops there); a larger one is counted once and kept in `cache` until the
 * next write (see ReadCache). Rows are always read fresh.
 */
export async function totalOf(request: TotalRequest): Promise<number> {
  const { db, rows, key, cache, read, overCap = false } = request;
  if (request.capped) return cappedTotal(cache, db, rows, key ?? '', read);
  if (!cache)
    return Number(
      (
        await rows()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    );
  return countTotal(cache, db, rows, key, read, overCap);
}

async function countTotal(
  cache: ReadCache,
  db: AnyDb,
  /** The rows counted; built only when the total is not cached (building costs per request). */
  base: () => AnySelect,
  /** What names the rows counted, when the caller knows it without compiling `base`. */
  known?: string,
  /** Runs the capped count (a list's `readRows`, by value on PostgreSQL). */
  read: Read = (query) => query.execute(),
  /** The caller has seen more than `exactCountLimit` of the rows already: no capped count first. */
  overCap = false,
): Promise<number> {
  const counting = () => base().select((eb) => eb.fn.countAll<number>().as('total'));
  const key = known ? knownKey(known) : keyOf(counting());
  const cached = cache.peek<number>(key);
  if (cached !== undefined) return cached;
  const countAll = () =>
    cache.get(key, async () => Number((await counting().executeTakeFirstOrThrow()).total));
  if (overCap) return countAll();

  const counted = await cappedCount(db, base, read);
  return counted <= exactCountLimit ? counted : countAll();
}

/** `totalOf` for a caller that shows no total (`TotalRequest.capped`). */
async function cappedTotal(
  cache: ReadCache | undefined,
  db: AnyDb,
  base: () => AnySelect,
  known: string,
  read?: Read,
): Promise<number> {
  const key = `capped\u0000${known}`;
  const kept = cache?.peek<number>(key);
  if (kept !== undefined) return kept;
  const counted = await cappedCount(db, base, read);
  if (counted > exactCountLimit && cache) await cache.get(key, async () => counted);
  return counted;
}

/**
 * How many `base()` rows there are up to `exactCountLimit`, or `exactCountLimit + 1` for more: a
 * scan that stops there. `read` runs it, as in `countTotal`.
 */
async function cappedCount(
  db: AnyDb,
  base: () => AnySelect,
  read: Read = (query) => query.execute(),
): Promise<number> {
  const [capped] = await read(
    db
      .selectFrom(
        base()
          .select(sql.lit(1).as('one'))
          .limit(exactCountLimit + 1)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<number>().as('total')),
  );
  return Number(capped?.total);
}

/**
 * The `column` of the rows `query` selects, up to `exactCountLimit + 1` of them: one scan that
 * stops there, whose length is the total when it is `exactCountLimit` or less.
 */
export async function idsUpToCap(
  query: AnySelect,
  column: string,
  read: Read = (statement) => statement.execute(),
): Promise<unknown[]> {
  return (await read(query.limit(exactCountLimit + 1))).map((row) => row[column]);
}

/**
 * `idsUpToCap` of a list, kept in `cache` under the name `known` as a large total is (until the
 * next write): the ids when there are `exactCountLimit` or fewer, null for more.
 */
export function keptFewIds(
  cache: ReadCache | undefined,
  query: () => AnySelect,
  column: string,
  known: string,
  read?: Read,
): Promise<unknown[] | null> {
  const readIds = async () => {
    const ids = await idsUpToCap(query(), column, read);
    return ids.length <= exactCountLimit ? ids : null;
  };
  return cache ? cache.get(`ids\u0000${known}`, readIds) : readIds();
}

const knownKey = (known: string) => `total\u0000${known}`;

/** Whether `cache` holds a large total that `countTotal` kept under the name `known`. */
export const holdsTotal = (cache: ReadCache, known: string) =>
  cache.peek(knownKey(known)) !== undefined;

function keyOf(query: AnySelect): string {
  const compiled = query.compile();
  return `query\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
}
