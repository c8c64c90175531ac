import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDecimal, csvCell } from '../../src/server/routes/export';
import { parseCsv } from './csv';
import { startApp, type TestApp } from './harness';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await startApp();
  operator = await t.login('operator');
});
afterAll(() => t.close());

describe('CSV export', () => {
  it('streams every row of the current filter, as many as the list total', async () => {
    const filter = 'status=delivered&amount_gte=3000';
    const list = await t.call({ method: 'GET', url: `/api/orders?${filter}`, cookie: operator });
    const total = Number(list.headers['x-total-count']);
    expect(total).toBeGreaterThan(10);
    const csv = await t.call({
      method: 'GET',
      url: `/api/orders/export.csv?${filter}&_start=0&_end=10&_sort=amount`,
      cookie: operator,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parseCsv(csv.body);
    const [header, ...records] = rows;
    expect(header).toContain('number');
    expect(records).toHaveLength(total);
    const statusColumn = header?.indexOf('status') ?? -1;
    for (const record of records) expect(record[statusColumn]).toBe('delivered');
    const ids = records.map((record) => Number(record[0]));
    expect(new Set(ids).size).toBe(total);
  });

  it('keeps the operator scope: only customers in a users export', async () => {
    const csv = await t.call({ method: 'GET', url: '/api/users/export.csv', cookie: operator });
    const [header, ...records] = parseCsv(csv.body);
    const role = header?.indexOf('role') ?? -1;
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record[role]).toBe('customer');
    expect(csv.body).not.toContain('passwordHash');
  });

  it('refuses a role that may not list, and an unknown filter', async () => {
    const viewer = await t.login('viewer');
    expect(
      (await t.call({ method: 'GET', url: '/api/users/export.csv', cookie: viewer })).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/orders/export.csv?nope=1', cookie: operator }))
        .statusCode,
    ).toBe(400);
  });

  it('quotes every text cell, leaves numbers bare and disarms formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('""');
    expect(csvCell([{ sku: 'A' }])).toBe('"[{""sku"":""A""}]"');
  });

  it('guards a formula at the start or after any separator, and leaves other text as it is', () => {
    for (const text of ['=cmd', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', 'x;=1+1', 'x,+1', 'x\t@A1'])
      expect(csvCell(text), JSON.stringify(text)).toBe(`"'${text}"`);
    expect(csvCell('a\r\n=1')).toBe(`"'a\r\n=1"`);
    for (const text of [
      'Smith, Anna',
      'a-b',
      'x; y',
      'ring twice; leave at door',
      'me@example.com',
    ])
      expect(csvCell(text), text).toBe(`"${text}"`);
  });

  it('writes cents as decimal units', () => {
    expect(centsToDecimal(1290)).toBe('12.90');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(100_000_000)).toBe('1000000.00');
  });
});
