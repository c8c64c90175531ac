import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { startApp, type TestApp } from './harness';

/** Notes a spreadsheet would run as formulas, in `,` or `;` locales, and notes it would not. */
const notes = ['x;=1+1', '=cmd', '+1', '@SUM(A1)', 'a\t-2', 'Ring twice, then leave it', 'plain'];
const runnable = /^[=+\-@\t\r]|[,;\t\r\n][=+\-@\t\r]/;

let t: TestApp;
let admin: string;
const made: { id: number; note: string; amount: number }[] = [];

beforeAll(async () => {
  t = await startApp({}, { customers: 5, orders: 10 });
  admin = await t.login('admin');
  const customerId = await t.firstCustomerId();
  for (const [index, note] of notes.entries())
    made.push(
      await t.create('orders', admin, {
        customerId,
        items: [{ sku: 'CSV-1', name: 'Mug', quantity: index + 1, unitPrice: 1290 }],
        currency: 'EUR',
        street: '1 Main Street',
        city: 'Berlin',
        postalCode: '10115',
        country: 'DE',
        note,
      }),
    );
});
afterAll(() => t.close());

const exported = async () => {
  const ids = made.map((order) => `id=${order.id}`).join('&');
  const response = await t.call({
    method: 'GET',
    url: `/api/orders/export.csv?${ids}&_sort=id&_order=asc`,
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

describe('a CSV export opened in a spreadsheet', () => {
  it('starts with a UTF-8 byte-order mark and quotes every text cell', async () => {
    const body = await exported();
    expect(body.startsWith('\uFEFF"id",')).toBe(true);
    expect(body).toContain(`"'x;=1+1"`);
    expect(body).toContain(`"'=cmd"`);
    expect(body).toContain(`"'+1"`);
    expect(body).toContain(`"'@SUM(A1)"`);
    expect(body).toContain('"Ring twice, then leave it"');
    // Nothing unquoted holds a formula character where a `;` spreadsheet would start a cell.
    const unquoted = body.replace(/"(?:[^"]|"")*"/g, '""');
    expect(unquoted).not.toMatch(/(^|[,;\t\r\n])[=+@]/);
  });

  it('reads back as the data, apart from the guard before a formula, with money in decimal units', async () => {
    const [header = [], ...rows] = parseCsv(await exported());
    const at = (name: string) => header.indexOf(name);
    expect(at('amount')).toBe(-1);
    expect(rows.map((row) => Number(row[at('id')]))).toEqual(made.map((order) => order.id));
    rows.forEach((row, index) => {
      const order = made[index] as (typeof made)[number];
      const note = row[at('note')] ?? '';
      expect(runnable.test(order.note) ? note.replace(/^'/, '') : note).toBe(order.note);
      expect(note.startsWith("'")).toBe(runnable.test(order.note));
      expect(row[at('amount (decimal)')]).toBe((order.amount / 100).toFixed(2));
    });
    expect(made[0]?.amount).toBe(1290);
    expect(rows[0]?.[at('amount (decimal)')]).toBe('12.90');
  });
});
