import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createSession, endSession, findSession } from '../../src/server/auth/sessions';
import { connect, type Db } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import { prepared, preparedName } from '../../src/server/db/prepared';
import { seedIfEmpty } from '../../src/server/db/seed';
import { demoPassword, freshDatabase } from '../api/harness';

// PostgreSQL only: statements marked `prepared` run as named statements, planned once per
// connection; every other statement stays unnamed.
let db: Db;
let dispose: () => Promise<void>;
const poolSize = process.env.PG_POOL_SIZE;

beforeEach(async () => {
  if (!process.env.TEST_DATABASE_URL?.startsWith('postgres'))
    throw new Error('The scale-out tests need PostgreSQL: set TEST_DATABASE_URL (npm run test:pg)');
  const fresh = await freshDatabase();
  dispose = fresh.dispose;
  // One connection, so the statements the test reads back are that connection's.
  process.env.PG_POOL_SIZE = '1';
  db = connect(fresh.url);
  if (poolSize === undefined) delete process.env.PG_POOL_SIZE;
  else process.env.PG_POOL_SIZE = poolSize;
});

afterEach(async () => {
  await db.close();
  await dispose();
});

async function seeded() {
  await migrate(db);
  await seedIfEmpty(db, { production: false, demoPassword, size: { customers: 3, orders: 4 } });
}

/** This connection's named statements: name → SQL text. */
async function namedStatements(): Promise<Map<string, string>> {
  const { rows } = await sql<{ name: string; statement: string }>`
    select name, statement from pg_prepared_statements`.execute(db.kysely);
  return new Map(rows.map((row) => [row.name, row.statement]));
}

it('runs a statement marked prepared by name, with its parameters, and leaves others unnamed', async () => {
  await seeded();
  const byId = prepared(
    db.kysely.selectFrom('users').select(['id', 'email']).where('id', '=', 0).compile(),
  );
  const name = preparedName(byId.sql);
  expect(name).toMatch(/^prepared_\d+$/);
  const users = await db.kysely.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
  for (const user of users) {
    const { rows } = await db.kysely.executeQuery({ ...byId, parameters: [user.id] });
    expect(rows).toEqual([user]);
  }
  const named = await namedStatements();
  expect(named.get(name as string)).toBe(byId.sql);
  // The unmarked queries above (the seed's, the list of users) are not among them.
  expect([...named.values()].every((text) => preparedName(text) !== undefined)).toBe(true);
});

it('looks a session up through a named statement, and still sees a session end at once', async () => {
  await seeded();
  const operator = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'operator')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db.kysely, operator.id, false);
  // More than five runs: PostgreSQL may switch the statement to its generic plan after five.
  for (let run = 0; run < 8; run++) {
    expect((await findSession(db, token))?.user.id).toBe(operator.id);
  }
  const named = await namedStatements();
  expect([...named.values()].some((text) => /from "sessions"/.test(text))).toBe(true);
  const session = await findSession(db, token);
  await endSession(db.kysely, session?.id as string);
  expect(await findSession(db, token)).toBeNull();
});
