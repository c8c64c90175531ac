import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../src/server/db/connect';
import { pgEventBus } from '../../src/server/pg-event-bus';
import type { ChangeEvent, EventBus } from '../../src/server/plugins/events';
import { freshDatabase } from '../api/harness';
import { postgresUrl } from './postgres-only';

const warnings: string[] = [];
const log = {
  info: () => {},
  warn: (_: unknown, message?: string) => warnings.push(message ?? ''),
};
const schemas: { url: string; dispose(): Promise<void> }[] = [];
const buses: EventBus[] = [];
let admin: Db;

async function bus(url: string, applicationName = `bus-test-${randomUUID()}`) {
  const made = await pgEventBus(url, { log, applicationName, reconnectMs: 200 });
  buses.push(made);
  return made;
}
const change = (id: number): ChangeEvent => ({
  resource: 'orders',
  id,
  title: `ORD-${id}`,
  action: 'updated',
  at: new Date().toISOString(),
  scope: {},
});
async function eventually(condition: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((done) => setTimeout(done, 20));
  return condition();
}

beforeAll(async () => {
  const server = postgresUrl('The event bus tests');
  schemas.push(await freshDatabase(), await freshDatabase());
  admin = connect(server);
});
afterAll(async () => {
  await Promise.all(buses.map((each) => each.close?.()));
  await admin?.close();
  await Promise.all(schemas.map((schema) => schema.dispose()));
});

describe('the PostgreSQL event bus', () => {
  it('tells its own listeners once and every other process on the same schema, not other schemas', async () => {
    const [here, there] = schemas.map((schema) => schema.url) as [string, string];
    const publisher = await bus(here);
    const peer = await bus(here);
    const stranger = await bus(there);
    const heard = { publisher: [] as number[], peer: [] as number[], stranger: [] as number[] };
    let outside = 0;
    publisher.subscribe((event) => heard.publisher.push(Number(event.id)));
    peer.subscribe((event) => heard.peer.push(Number(event.id)));
    peer.onOutsideChange?.(() => outside++);
    stranger.subscribe((event) => heard.stranger.push(Number(event.id)));

    publisher.publish(change(1));
    publisher.publish(change(2));
    expect(heard.publisher).toEqual([1, 2]);
    expect(await eventually(() => heard.peer.length === 2)).toBe(true);
    expect(heard.peer).toEqual([1, 2]);
    expect(outside).toBe(2);
    // A round trip later, nothing echoed back to the publisher, nothing crossed schemas.
    peer.publish(change(3));
    expect(await eventually(() => heard.publisher.length === 3)).toBe(true);
    expect(heard.publisher).toEqual([1, 2, 3]);
    expect(heard.stranger).toEqual([]);
  });

  it('sends a burst one notification at a time, in the order of the writes', async () => {
    const [here] = schemas.map((schema) => schema.url) as [string];
    const publisher = await bus(here);
    const peer = await bus(here);
    const heard: number[] = [];
    peer.subscribe((event) => heard.push(Number(event.id)));
    const deprecations: string[] = [];
    const onWarning = (warning: Error) => deprecations.push(warning.message);
    process.on('warning', onWarning);
    try {
      const ids = Array.from({ length: 200 }, (_, index) => 1000 + index);
      for (const id of ids) publisher.publish(change(id));
      expect(await eventually(() => heard.length === ids.length)).toBe(true);
      expect(heard).toEqual(ids);
      // pg warns when a query is sent while another runs on the same connection.
      expect(deprecations.filter((message) => /already executing/.test(message))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('listens again after losing its connection, reporting the gap', async () => {
    const [here] = schemas.map((schema) => schema.url) as [string];
    const name = `bus-test-${randomUUID()}`;
    const listener = await bus(here, name);
    const publisher = await bus(here);
    const heard: number[] = [];
    let outside = 0;
    listener.subscribe((event) => heard.push(Number(event.id)));
    listener.onOutsideChange?.(() => outside++);
    expect(listener.ready?.()).toBe(true);

    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`.execute(
      admin.kysely,
    );
    expect(await eventually(() => listener.ready?.() === false)).toBe(true);
    expect(await eventually(() => listener.ready?.() === true)).toBe(true);
    expect(outside).toBe(1);
    publisher.publish(change(7));
    expect(await eventually(() => heard.includes(7))).toBe(true);
    expect(warnings).toContain('event bus connection failed');
  });
});
