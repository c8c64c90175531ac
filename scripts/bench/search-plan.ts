// Where a customer-name search's time goes at a million orders, query by query, on the bench's
// SQLite database (seed it first with `npm run bench:api`). Prints the median of 50 runs each and
// the plan of the list query. Usage: npx tsx scripts/bench/search-plan.ts [--database F] [--q "…"]
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { searchWords } from '../../src/server/routes/crud/query';
import { ftsMatch } from '../../src/server/routes/crud/select';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: '.bench/orders-1000000.db' },
    q: { type: 'string', default: 'Felix Wagner' },
  },
});
const db = new SQLite(values.database, { readonly: true, fileMustExist: true });
db.pragma('cache_size = -32768');
const words = searchWords(values.q);
const match = ftsMatch(words);
const matches = `(select rowid from orders_fts where orders_fts match @match)`;

function time(label: string, text: string) {
  const statement = db.prepare(text);
  const first = statement.all({ match }) as Record<string, unknown>[];
  const counted = first.length === 1 ? first[0]?.['count(*)'] : undefined;
  const runs: number[] = [];
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    statement.all({ match });
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(48)} ${runs[25]?.toFixed(2).padStart(6)} ms  (${counted ?? first.length} ${counted === undefined ? 'rows' : 'matches'})`,
  );
}

console.log(`q=${values.q} → MATCH ${match}`);
time(
  'matches counted in the FTS index',
  `select count(*) from orders_fts where orders_fts match @match`,
);
for (const word of words)
  time(`  "${word}"* alone`, `select count(*) from orders_fts where orders_fts match '"${word}"*'`);
time(
  'page of 10, whole rows sorted',
  `select * from orders where id in ${matches} order by "createdAt" desc, id desc limit 10`,
);
time(
  'page of 10, ids and keys sorted, then rows (ours)',
  `select * from orders where id in (select id from orders where id in ${matches} order by "createdAt" desc, id desc limit 10) order by "createdAt" desc, id desc`,
);
time(
  '10 matches in rowid order (not createdAt order)',
  `select rowid from orders_fts where orders_fts match @match order by rowid desc limit 10`,
);
console.log('plan:');
for (const row of db
  .prepare(
    `explain query plan select * from orders where id in ${matches} order by "createdAt" desc limit 10`,
  )
  .all({ match }) as { detail: string }[])
  console.log(`  ${row.detail}`);
