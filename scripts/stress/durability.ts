import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { connect } from '../../src/server/db/connect';
import { engine, json, orderBody, partDatabase, signIn, startServer, stressPort } from './server';

export interface DurabilityResult {
  /** PostgreSQL keeps its own files safe; there the check is that no acknowledged write is lost. */
  engine?: 'sqlite' | 'postgres';
  rounds: number;
  acknowledged: number;
  lost: number;
  integrityOk: number;
  rollupsExact: number;
  problems: string[];
}

interface Ack {
  orderId: number;
  version: number;
  note: string;
}

/**
 * On PostgreSQL the same rounds kill the server process, not the database: each acknowledged write
 * must have been committed before its answer, with its activity entry and its rollup change
 * (folded or still queued), and integrity_check is SQLite's alone (counted as ok there).
 *
 * The server is the writer: 4 clients create orders and edit their own, and at a random moment
 * (0.3–2.5 s in) the server gets SIGKILL. The database is then opened as a crash leaves it: PRAGMA
 * integrity_check is ok, every write the server acknowledged before dying is there with its
 * activity entry, and the day rollups still equal a recomputation (each write was all or nothing).
 * 20 rounds, each reopening the same file.
 */
export async function runDurability(rounds = 20, writers = 4): Promise<DurabilityResult> {
  const database = await partDatabase('durability');
  const result: DurabilityResult = {
    engine: engine.name,
    rounds,
    acknowledged: 0,
    lost: 0,
    integrityOk: 0,
    rollupsExact: 0,
    problems: [],
  };
  const acks: Ack[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const server = await startServer(stressPort(2), database.url);
      const cookie = await signIn(server.url, 'operator@example.com');
      const customer = (await (
        await fetch(`${server.url}/api/users?role=customer&_end=1`, { headers: { cookie } })
      ).json()) as {
        id: number;
      }[];
      let alive = true;
      const write = async (method: string, path: string, body: unknown) => {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { ...json, cookie },
          body: JSON.stringify(body),
        });
        return response.ok ? ((await response.json()) as { id: number; version: number }) : null;
      };
      const client = async (w: number) => {
        for (let seq = 0; alive; seq++) {
          try {
            const note = `r${round}-w${w}-s${seq}`;
            const made = await write('POST', '/api/orders', orderBody(customer[0]?.id ?? 0, note));
            if (!made) continue;
            acks.push({ orderId: made.id, version: made.version, note });
            const edited = await write('PATCH', `/api/orders/${made.id}`, {
              version: made.version,
              note: `${note}-edited`,
            });
            if (edited)
              acks.push({ orderId: made.id, version: edited.version, note: `${note}-edited` });
          } catch {
            return; // the connection died with the server: whatever was not answered is not acknowledged
          }
        }
      };
      const running = Array.from({ length: writers }, (_, w) => client(w));
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 2200));
      await server.stop('SIGKILL');
      alive = false;
      await Promise.all(running);
      await check(database.url, acks, result);
    }
    result.acknowledged = acks.length;
    return result;
  } finally {
    await database.dispose();
  }
}

/** SQLite's own check of the file as the crash left it; PostgreSQL's files are its own affair. */
function integrityOf(url: string): string {
  if (engine.name !== 'sqlite') return 'ok';
  const file = new SQLite(url);
  try {
    return String(file.pragma('integrity_check', { simple: true }));
  } finally {
    file.close();
  }
}

async function check(url: string, acks: Ack[], result: DurabilityResult) {
  const integrity = integrityOf(url);
  if (integrity === 'ok') result.integrityOk++;
  else result.problems.push(`integrity_check: ${integrity}`);
  const db = connect(url);
  try {
    await checkAcks(db, acks, result);
    await checkRollups(db, result);
  } finally {
    await db.close();
  }
}

async function checkAcks(db: ReturnType<typeof connect>, acks: Ack[], result: DurabilityResult) {
  const latest = new Map<number, Ack>();
  for (const ack of acks)
    if ((latest.get(ack.orderId)?.version ?? 0) < ack.version) latest.set(ack.orderId, ack);
  for (const ack of acks) {
    const row = await db.kysely
      .selectFrom('orders')
      .select(['version', 'note'])
      .where('id', '=', ack.orderId)
      .executeTakeFirst();
    const entry = await db.kysely
      .selectFrom('activity')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('resource', '=', 'orders')
      .where('recordId', '=', String(ack.orderId))
      .where('changes', 'like', `%${ack.note}"%`)
      .executeTakeFirstOrThrow();
    const newest = latest.get(ack.orderId);
    const lost =
      !row ||
      row.version < ack.version ||
      (newest === ack && row.version === ack.version && row.note !== ack.note) ||
      Number(entry.n) === 0;
    if (lost) {
      result.lost++;
      result.problems.push(
        `lost ${JSON.stringify(ack)}: row ${JSON.stringify(row)}, log entries ${entry.n}`,
      );
    }
  }
}

/**
 * Rollups kept inside each write's transaction must equal a recount from the raw orders; on
 * PostgreSQL a write's change may still wait in statsChanges to be folded, so both count.
 */
async function checkRollups(db: ReturnType<typeof connect>, result: DurabilityResult) {
  const counted = await sql<{ day: string; n: number }>`
    select substr("createdAt", 1, 10) as day, count(*) as n from orders group by day`.execute(
    db.kysely,
  );
  const stored = await sql<{ day: string; n: number }>`
    select date as day, sum("ordersCount") as n
    from (select date, "ordersCount" from stats union all select date, "ordersCount" from "statsChanges") as kept
    group by date`.execute(db.kysely);
  const storedBy = new Map(stored.rows.map((row) => [row.day, Number(row.n)]));
  const countedBy = new Map(counted.rows.map((row) => [row.day, Number(row.n)]));
  const days = new Set([...storedBy.keys(), ...countedBy.keys()]);
  const wrong = [...days].filter((day) => (storedBy.get(day) ?? 0) !== (countedBy.get(day) ?? 0));
  if (wrong.length === 0) result.rollupsExact++;
  else result.problems.push(`stats.ordersCount differs from the orders on ${wrong.join(', ')}`);
}
