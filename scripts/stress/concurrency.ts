import { connect } from '../../src/server/db/connect';
import { json, orderBody, partDatabase, signIn, startServer, stressPort } from './server';

export interface ConcurrencyResult {
  clients: number;
  orders: number;
  seconds: number;
  acknowledged: number;
  conflicts: number;
  otherRefusals: string[];
  problems: string[];
}

interface Ack {
  client: number;
  orderId: number;
  version: number;
  note: string;
}

/**
 * 20 clients edit the same 10 orders for 30 s by read-modify-write with the version (SPEC §7).
 * Afterwards, from the database: per order the acknowledged versions are exactly v0+1 … final
 * (no two clients were told yes for one version, none skipped), the final note is the last
 * acknowledged one, and every acknowledged write has its activity entry by that client, whose
 * "before" is the note of the version it was based on (so no update was lost).
 */
export async function runConcurrency(
  clients = 20,
  orders = 10,
  seconds = 30,
): Promise<ConcurrencyResult> {
  const database = await partDatabase('concurrency');
  const server = await startServer(stressPort(1), database.url);
  const problems: string[] = [];
  const acks: Ack[] = [];
  const otherRefusals: string[] = [];
  let conflicts = 0;
  try {
    const admin = await signIn(server.url, 'admin@example.com');
    const call = async (cookie: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { ...json, cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const customer = (await call(admin, 'GET', '/api/users?role=customer&_end=1'))
      .body as unknown as {
      id: number;
    }[];
    const orderIds: number[] = [];
    for (let i = 0; i < orders; i++)
      orderIds.push(
        (await call(admin, 'POST', '/api/orders', orderBody(customer[0]?.id ?? 0, 'v1'))).body
          .id as number,
      );
    // One operator account per client, so the activity log names who wrote what.
    const sessions: { cookie: string; userId: number }[] = [];
    for (let c = 0; c < clients; c++) {
      const email = `stress-client-${c}@example.com`;
      const made = await call(admin, 'POST', '/api/users', {
        name: `Stress Client ${c}`,
        email,
        role: 'operator',
        password: 'stress-password-1',
      });
      sessions.push({
        cookie: await signIn(server.url, email, 'stress-password-1'),
        userId: made.body.id as number,
      });
    }
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      sessions.map(async ({ cookie }, client) => {
        for (let seq = 0; Date.now() < deadline; seq++) {
          const orderId = orderIds[Math.floor(Math.random() * orderIds.length)] as number;
          const current = await call(cookie, 'GET', `/api/orders/${orderId}`);
          const note = `c${client}-s${seq}`;
          const written = await call(cookie, 'PATCH', `/api/orders/${orderId}`, {
            version: current.body.version,
            note,
          });
          if (written.status === 200)
            acks.push({ client, orderId, version: written.body.version as number, note });
          else if (written.status === 409 && written.body.code === 'VERSION_CONFLICT') conflicts++;
          else otherRefusals.push(`${written.status} ${JSON.stringify(written.body)}`);
        }
      }),
    );
    await server.stop();
    await verify(
      database.url,
      orderIds,
      acks,
      sessions.map((s) => s.userId),
      problems,
    );
    return {
      clients,
      orders,
      seconds,
      acknowledged: acks.length,
      conflicts,
      otherRefusals,
      problems,
    };
  } finally {
    await server.stop();
    await database.dispose();
  }
}

async function verify(
  url: string,
  orderIds: number[],
  acks: Ack[],
  userIds: number[],
  problems: string[],
) {
  const db = connect(url);
  try {
    for (const orderId of orderIds) await verifyOrder(db, orderId, acks, userIds, problems);
  } finally {
    await db.close();
  }
}

async function verifyOrder(
  db: ReturnType<typeof connect>,
  orderId: number,
  acks: Ack[],
  userIds: number[],
  problems: string[],
) {
  const mine = acks.filter((ack) => ack.orderId === orderId).sort((a, b) => a.version - b.version);
  const row = await db.kysely
    .selectFrom('orders')
    .select(['version', 'note'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const versions = mine.map((ack) => ack.version);
  const expected = Array.from({ length: mine.length }, (_, i) => i + 2);
  if (JSON.stringify(versions) !== JSON.stringify(expected))
    problems.push(
      `order ${orderId}: acknowledged versions ${versions.join(',')} are not 2…${mine.length + 1}`,
    );
  if (row.version !== mine.length + 1)
    problems.push(`order ${orderId}: version ${row.version}, ${mine.length} acks`);
  if (mine.length > 0 && row.note !== mine[mine.length - 1]?.note)
    problems.push(`order ${orderId}: final note ${row.note} is not the last acknowledged`);
  const logged = await db.kysely
    .selectFrom('activity')
    .select(['actorId', 'changes'])
    .where('resource', '=', 'orders')
    .where('recordId', '=', String(orderId))
    .where('action', '=', 'update')
    .orderBy('id')
    .execute();
  if (logged.length !== mine.length)
    problems.push(`order ${orderId}: ${logged.length} log entries for ${mine.length} acks`);
  // Matched by the note written (each is unique), not by log order, which need not be commit order.
  const byNote = new Map(
    logged.map((entry) => {
      const note = (JSON.parse(String(entry.changes)) as { note?: [string, string] }).note;
      return [note?.[1], { actorId: entry.actorId, before: note?.[0] }];
    }),
  );
  mine.forEach((ack, index) => {
    const entry = byNote.get(ack.note);
    const before = index === 0 ? 'v1' : mine[index - 1]?.note;
    if (!entry || entry.actorId !== userIds[ack.client] || entry.before !== before)
      problems.push(
        `order ${orderId} v${ack.version}: log ${JSON.stringify(entry)} does not match ${JSON.stringify(ack)}`,
      );
  });
}
