import type { Transaction } from 'kysely';
import { say } from '../../resources/messages';
import {
  maxViewsPerUser,
  type SavedView,
  type SavedViewCreate,
  type SavedViewUpdate,
} from '../../resources/saved-views';
import type { Db } from '../db/connect';
import type { Database, SavedViewTable } from '../db/schema';
import { AppError, duplicate, notFound } from '../errors';

type Row = Omit<SavedViewTable, 'id'> & { id: number };

const columns = [
  'id',
  'name',
  'resource',
  'query',
  'createdAt',
  'updatedAt',
  'version',
] as const satisfies readonly (keyof Row)[];

const noSuchView = () => notFound(say('noSuch', { resource: 'view' }));
const nameTaken = () => duplicate('name', say('viewNameTaken'));

/** A view of `userId`'s by its id, locked for the write `trx` makes; another user's is none. */
async function ownView(trx: Transaction<Database>, db: Db, userId: number, id: number) {
  const view = await db.engine
    .forWrite(
      trx
        .selectFrom('savedViews')
        .select(columns)
        .where('id', '=', id)
        .where('userId', '=', userId),
    )
    .executeTakeFirst();
  if (!view) throw noSuchView();
  return view as SavedView;
}

/** Whether `userId` has another view of `resource` named `name`. */
async function nameInUse(
  trx: Transaction<Database>,
  userId: number,
  resource: string,
  name: string,
  exceptId?: number,
) {
  let query = trx
    .selectFrom('savedViews')
    .select('id')
    .where('userId', '=', userId)
    .where('resource', '=', resource)
    .where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Each user's saved views (SPEC §11): visible to their owner only, at most `maxViewsPerUser`
 * each, names distinct per list. A write locks its user's row first, so two writes of one user
 * see each other's views (the count and the names hold when requests race).
 */
export class SavedViews {
  constructor(private readonly db: Db) {}

  /** `userId`'s views, of `resource` when given, by name. */
  list(userId: number, resource?: string): Promise<SavedView[]> {
    let query = this.db.kysely
      .selectFrom('savedViews')
      .select(columns)
      .where('userId', '=', userId);
    if (resource !== undefined) query = query.where('resource', '=', resource);
    return query.orderBy('resource').orderBy('name').orderBy('id').execute() as Promise<
      SavedView[]
    >;
  }

  async one(userId: number, id: number): Promise<SavedView> {
    const view = await this.db.kysely
      .selectFrom('savedViews')
      .select(columns)
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!view) throw noSuchView();
    return view as SavedView;
  }

  create(userId: number, input: SavedViewCreate): Promise<SavedView> {
    return this.db.transaction(async (trx) => {
      await this.lockUser(trx, userId);
      const kept = await trx
        .selectFrom('savedViews')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(kept.count) >= maxViewsPerUser)
        throw new AppError(422, 'VALIDATION_FAILED', say('viewLimit', { count: maxViewsPerUser }));
      if (await nameInUse(trx, userId, input.resource, input.name)) throw nameTaken();
      const now = new Date().toISOString();
      const view = await trx
        .insertInto('savedViews')
        .values({ ...input, userId, createdAt: now, updatedAt: now, version: 1 })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return view as SavedView;
    });
  }

  update(userId: number, id: number, change: SavedViewUpdate): Promise<SavedView> {
    return this.db.transaction(async (trx) => {
      await this.lockUser(trx, userId);
      const current = await ownView(trx, this.db, userId, id);
      if (current.version !== change.version)
        throw new AppError(
          409,
          'VERSION_CONFLICT',
          say('changedMeanwhile', { resource: 'view' }),
          {},
          {
            current,
          },
        );
      const name = change.name ?? current.name;
      if (await nameInUse(trx, userId, current.resource, name, id)) throw nameTaken();
      const view = await trx
        .updateTable('savedViews')
        .set({
          name,
          query: change.query ?? current.query,
          updatedAt: new Date().toISOString(),
          version: current.version + 1,
        })
        .where('id', '=', id)
        .where('version', '=', current.version)
        .returning(columns)
        .executeTakeFirstOrThrow();
      return view as SavedView;
    });
  }

  remove(userId: number, id: number, version?: number): Promise<SavedView> {
    return this.db.transaction(async (trx) => {
      await this.lockUser(trx, userId);
      const current = await ownView(trx, this.db, userId, id);
      if (version !== undefined && current.version !== version)
        throw new AppError(
          409,
          'VERSION_CONFLICT',
          say('changedMeanwhile', { resource: 'view' }),
          {},
          {
            current,
          },
        );
      await trx.deleteFrom('savedViews').where('id', '=', id).execute();
      return current;
    });
  }

  private async lockUser(trx: Transaction<Database>, userId: number) {
    await this.db.engine
      .forWrite(trx.selectFrom('users').select('id').where('id', '=', userId))
      .execute();
  }
}
