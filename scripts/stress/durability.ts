import SQLite from 'better-sqlite3';
import {
  copyDatabase,
  json,
  orderBody,
  removeDatabase,
  seededTemplate,
  signIn,
  startServer,
  stressPort,
} from './server';

export interface DurabilityResult {
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
 * The server is the writer: 4 clients create orders and edit their own, and at a random moment
 * (0.3–2.5 s in) the server gets SIGKILL. The database is then opened as a crash leaves it: PRAGMA
 * integrity_check is ok, every write the server acknowledged before dying is there with its
 * activity entry, and the day rollups still equal a recomputation (each write was all or nothing).
 * 20 rounds, each reopening the same file.
 */
export async function runDurability(rounds = 20, writers = 4): Promise<DurabilityResult> {
  const file = copyDatabase(await seededTemplate(), 'durability');
  const result: DurabilityResult = {
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
      const server = await startServer(stressPort(2), file);
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
      check(file, acks, result);
    }
    result.acknowledged = acks.length;
    return result;
  } finally {
    removeDatabase(file);
  }
}

function check(file: string, acks: Ack[], result: DurabilityResult) {
  const db = new SQLite(file);
  const integrity = db.pragma('integrity_check', { simple: true });
  if (integrity === 'ok') result.integrityOk++;
  else result.problems.push(`integrity_check: ${String(integrity)}`);
  const latest = new Map<number, Ack>();
  for (const ack of acks)
    if ((latest.get(ack.orderId)?.version ?? 0) < ack.version) latest.set(ack.orderId, ack);
  const find = db.prepare('select version, note from orders where id = ?');
  const logged = db.prepare(
    "select count(*) as n from activity where resource = 'orders' and recordId = ? and changes like ?",
  );
  for (const ack of acks) {
    const row = find.get(ack.orderId) as { version: number; note: string } | undefined;
    const entry = logged.get(String(ack.orderId), `%${ack.note}"%`) as { n: number };
    const newest = latest.get(ack.orderId);
    const lost =
      !row ||
      row.version < ack.version ||
      (newest === ack && row.version === ack.version && row.note !== ack.note) ||
      entry.n === 0;
    if (lost) {
      result.lost++;
      result.problems.push(
        `lost ${JSON.stringify(ack)}: row ${JSON.stringify(row)}, log entries ${entry.n}`,
      );
    }
  }
  // Rollups kept inside each write's transaction must equal a recount from the raw orders.
  const counted = db
    .prepare('select substr(createdAt, 1, 10) as day, count(*) as n from orders group by day')
    .all() as { day: string; n: number }[];
  const stored = db.prepare('select date, ordersCount from stats').all() as {
    date: string;
    ordersCount: number;
  }[];
  const storedBy = new Map(stored.map((row) => [row.date, row.ordersCount]));
  const countedBy = new Map(counted.map((row) => [row.day, row.n]));
  const days = new Set([...storedBy.keys(), ...countedBy.keys()]);
  const wrong = [...days].filter((day) => (storedBy.get(day) ?? 0) !== (countedBy.get(day) ?? 0));
  if (wrong.length === 0) result.rollupsExact++;
  else result.problems.push(`stats.ordersCount differs from the orders on ${wrong.join(', ')}`);
  db.close();
}
