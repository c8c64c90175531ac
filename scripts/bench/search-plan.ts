// Where a customer-name search's time goes at a million orders, query by query, on the bench's
// SQLite database (seed it first with `npm run bench:api`). Prints the median of 50 runs of each
// statement the list route sends, the ways it avoids, and the plan of the page's statement.
// Usage: npx tsx scripts/bench/search-plan.ts [--database F] [--q "…"] [--order desc|asc]
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { orders } from '../../src/resources/orders';
import { parseListQuery } from '../../src/server/lists/parse';
import { listDbOf, listPage } from '../../src/server/lists/service';
import { ftsMatch } from '../../src/server/search/fts5';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: '.bench/orders-1000000.db' },
    q: { type: 'string', default: 'Felix Wagner' },
    order: { type: 'string', default: 'desc' },
  },
});
const db = new SQLite(values.database, { readonly: true, fileMustExist: true });
db.pragma('cache_size = -32768');

function time(label: string, text: string, parameters: unknown[] = []) {
  const statement = db.prepare(text);
  const first = statement.all(...parameters) as Record<string, unknown>[];
  const counted = first.length === 1 ? first[0]?.['count(*)'] : undefined;
  const runs: number[] = [];
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    statement.all(...parameters);
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(56)} ${runs[25]?.toFixed(3).padStart(7)} ms  (${counted ?? first.length} ${counted === undefined ? 'rows' : 'matches'})`,
  );
}

// The statements the list route sends, as it sends them (the count is cached; see count.ts).
const sent: { sql: string; parameters: readonly unknown[] }[] = [];
const kysely = new Kysely<never>({
  dialect: new SqliteDialect({ database: db }),
  log: (event) => {
    sent.push(event.query);
  },
});
const query = { q: values.q, _start: '0', _end: '10', _sort: 'createdAt', _order: values.order };
const list = parseListQuery(orders, query);
await listPage(listDbOf(kysely as never, 'sqlite'), orders, 'operator', list);

const index = 'orders_fts_by_time';
const match = ftsMatch(list.search);
console.log(`q=${values.q}, createdAt ${values.order} → MATCH ${match}`);
time('matches counted in the search index', `select count(*) from ${index}(?)`, [match]);
for (const word of list.search)
  time(`  "${word}"* alone`, `select count(*) from ${index}(?)`, [`"${word}"*`]);
time(
  'page of 10, every match sorted (without the index order)',
  `select * from orders where id in (select id from orders where id in (select rowid & 2147483647 from ${index}(?)) order by "createdAt" ${values.order}, id ${values.order} limit 10) order by "createdAt" ${values.order}, id ${values.order}`,
  [match],
);
console.log('the list route, statement by statement:');
for (const [number, statement] of sent.entries()) {
  time(`  ${number + 1}. ${statement.sql.replace(/\s+/g, ' ').slice(0, 50)}…`, statement.sql, [
    ...statement.parameters,
  ]);
}
const page = sent.find((statement) => statement.sql.startsWith('select * from "orders"'));
if (page) {
  console.log(`page statement: ${page.sql.replace(/\s+/g, ' ')}`);
  console.log(`parameters: ${JSON.stringify(page.parameters)}`);
  console.log('plan:');
  for (const row of db.prepare(`explain query plan ${page.sql}`).all(...page.parameters) as {
    detail: string;
  }[])
    console.log(`  ${row.detail}`);
}
