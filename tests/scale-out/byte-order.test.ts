import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/resources/orders';
import { byteOrderColumns } from '../../src/server/db/migrations/008-byte-order-codes';
import { parseListQuery } from '../../src/server/lists/parse';
import { listDbOf, listPage } from '../../src/server/lists/service';
import { postgresWithSearchRows } from '../fixtures/search-rows';

const fixture = postgresWithSearchRows('Collations are');

/** `table`'s text columns by collation: "C", or "default" for the database's own. */
async function collations(table: string) {
  const { rows } = await sql<{ name: string; collation: string | null }>`
    select column_name as name, collation_name as collation from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and data_type = 'text'
    order by column_name`.execute(fixture.kysely);
  const of = (wanted: boolean) =>
    rows.filter((row) => (row.collation === 'C') === wanted).map((row) => row.name);
  return { byteOrder: of(true), locale: of(false) };
}

describe('PostgreSQL: times and codes in byte order', () => {
  it('compares the times and codes of users, orders and packages in byte order, and no other text', async () => {
    for (const [table, columns] of Object.entries(byteOrderColumns)) {
      const { byteOrder, locale } = await collations(table);
      expect(byteOrder).toEqual([...columns].sort());
      expect(locale).toContain('city');
    }
  });

  it('still lowercases a name with capitals beyond ASCII for a _like filter', async () => {
    const { rows } = await sql<{ id: number }>`select min(id) as id from orders`.execute(
      fixture.kysely,
    );
    await fixture.kysely
      .updateTable('orders')
      .set({ customerName: 'Ödön Ärger' })
      .where('id', '=', rows[0]?.id)
      .execute();
    const page = await listPage(
      listDbOf(fixture.kysely, 'postgres'),
      orders,
      'admin',
      parseListQuery(orders, { customerName_like: 'ödön ä' }),
    );
    expect(page.rows.map((row) => row.customerName)).toEqual(['Ödön Ärger']);
  });

  it('sorts orders by number and time as their bytes compare', async () => {
    const { rows } = await sql<{ number: string; createdAt: string }>`
      select number, "createdAt" from orders order by "createdAt", number`.execute(fixture.kysely);
    const bytes = (text: string) => Buffer.from(text);
    const sorted = [...rows].sort(
      (a, b) =>
        Buffer.compare(bytes(a.createdAt), bytes(b.createdAt)) ||
        Buffer.compare(bytes(a.number), bytes(b.number)),
    );
    expect(rows).toEqual(sorted);
  });
});
