import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../harness';
import {
  changedTables,
  checksum,
  contractBreach,
  installChangeCounters,
  readChanges,
} from './oracle';

/** The fuzz oracle must itself be able to fail: it sees writes, rollbacks and broken answers. */
let t: TestApp;
beforeAll(async () => {
  t = await startApp({}, { customers: 3, orders: 3 });
  await installChangeCounters(t.db);
});
afterAll(() => t.close());

const answer = (statusCode: number, body: string, type = 'application/json; charset=utf-8') =>
  ({ statusCode, body, headers: { 'content-type': type } }) as unknown as LightMyRequestResponse;

describe('the fuzz oracle', () => {
  it('counts a committed write, not a rolled-back one, and the checksum sees content', async () => {
    const before = await readChanges(t.db);
    const sum = await checksum(t.db);
    await t.db.kysely
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('orders').set({ note: 'rolled back' }).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(changedTables(before, await readChanges(t.db))).toEqual([]);
    expect(await checksum(t.db)).toBe(sum);
    await t.db.kysely
      .updateTable('stats')
      .set({ ordersCount: 99 })
      .where('date', '=', '2026-06-01')
      .execute();
    expect(changedTables(before, await readChanges(t.db))).toEqual(['stats']);
    expect(await checksum(t.db)).not.toBe(sum);
  });

  it('ignores the idle clock of a session but not a new session', async () => {
    const before = await readChanges(t.db);
    const cookie = await t.login('viewer');
    const afterLogin = await readChanges(t.db);
    expect(changedTables(before, afterLogin)).toContain('sessions');
    await t.db.kysely
      .updateTable('sessions')
      .set({ lastSeenAt: new Date().toISOString() })
      .execute();
    expect(changedTables(afterLogin, await readChanges(t.db))).toEqual([]);
    expect(cookie).toMatch(/^sid=/);
  });

  it('flags 5xx, codes outside the catalogue, non-JSON errors and leaks', () => {
    const ok =
      '{"statusCode":404,"code":"NOT_FOUND","message":"No such order","messageKey":"noSuch","values":{"resource":"order"}}';
    expect(contractBreach(answer(404, ok), 'GET /api/orders/9')).toBeNull();
    expect(contractBreach(answer(500, '{}'), '')).toMatch(/500/);
    expect(
      contractBreach(answer(400, '{"statusCode":400,"code":"FST_ERR_BAD_URL","message":"x"}'), ''),
    ).toMatch(/catalogue|leaks/);
    expect(contractBreach(answer(404, '<html>', 'text/html'), '')).toMatch(/not JSON/);
    expect(
      contractBreach(
        answer(422, '{"statusCode":422,"code":"VALIDATION_FAILED","message":"x","stack":"s"}'),
        '',
      ),
    ).toMatch(/unexpected/);
    const leak =
      '{"statusCode":400,"code":"BAD_REQUEST","message":"SqliteError: no such table","messageKey":"refused","values":{"reason":"SqliteError: no such table"}}';
    expect(contractBreach(answer(400, leak), 'GET /api/x')).toMatch(/leaks/);
    // Input echoed back is not a leak.
    expect(contractBreach(answer(400, leak), 'GET /api/x?SqliteError')).toBeNull();
  });

  it('flags an error without its message key, or with one that says something else', () => {
    const body = (fields: object) =>
      answer(404, JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', ...fields }));
    expect(contractBreach(body({ message: 'No such order' }), '')).toMatch(/messageKey/);
    expect(
      contractBreach(body({ message: 'No such order', messageKey: 'nope', values: {} }), ''),
    ).toMatch(/not in the catalogue/);
    expect(
      contractBreach(
        body({ message: 'No such order', messageKey: 'noSuch', values: { resource: 'package' } }),
        '',
      ),
    ).toMatch(/No such package/);
    expect(
      contractBreach(body({ message: 'No such order', messageKey: 'noSuch', values: [] }), ''),
    ).toMatch(/values/);
  });

  it('flags field errors whose keys do not stand beside them', () => {
    const failure = (errorKeys: unknown) =>
      answer(
        422,
        JSON.stringify({
          statusCode: 422,
          code: 'VALIDATION_FAILED',
          message: 'Some fields need attention',
          messageKey: 'fieldsNeedAttention',
          values: {},
          errors: { name: ['Required'], city: ['At most 80 characters'] },
          ...(errorKeys === undefined ? {} : { errorKeys }),
        }),
      );
    const required = { key: 'validation.required', values: {} };
    const maxChars = { key: 'validation.maxChars', values: { n: 80 } };
    expect(contractBreach(failure({ name: [required], city: [maxChars] }), '')).toBeNull();
    expect(contractBreach(failure(undefined), '')).toMatch(/without errorKeys/);
    expect(contractBreach(failure({ city: [maxChars], name: [required] }), '')).toMatch(
      /other fields/,
    );
    expect(contractBreach(failure({ name: [], city: [maxChars] }), '')).toMatch(/one key per/);
    expect(
      contractBreach(failure({ name: [{ key: 'Required', values: {} }], city: [maxChars] }), ''),
    ).toMatch(/not a catalogue key/);
  });
});
