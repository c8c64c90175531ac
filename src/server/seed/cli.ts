/**
 * `npm run seed -- [--orders N] [--today YYYY-MM-DD]`: migrates and seeds the database named by
 * DATABASE_URL (default ./data/dashboard.db), then grows it to N orders with a progress bar.
 */
import { parseArgs } from 'node:util';
import { readConfigOrExit } from '../config';
import { connect } from '../db/connect';
import { migrate } from '../db/migrate';
import { bulkSteps } from './bulk-steps';
import { growOrders } from './grow';
import { seedIfEmpty } from './seed';
import { clockFor } from './time';

const usage = `Usage: npm run seed -- [--orders N] [--today YYYY-MM-DD]

  --orders N      grow the orders table to N orders (e.g. 1000000 or 1_000_000)
  --today DATE    the last day of the seeded year (default: today, UTC)

Environment: DATABASE_URL (default ./data/dashboard.db, or postgres://...),
DEMO_PASSWORD (default demo-password), NODE_ENV=production with ADMIN_EMAIL and
ADMIN_PASSWORD (creates only that admin, no demo data).`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(2);
}

function readArguments() {
  try {
    const { values } = parseArgs({
      options: {
        orders: { type: 'string' },
        today: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    }
    const orders =
      values.orders === undefined ? undefined : Number(values.orders.replace(/[_,]/g, ''));
    if (
      orders !== undefined &&
      (!Number.isSafeInteger(orders) || orders < 1 || orders > 100_000_000)
    ) {
      fail(`--orders needs a whole number from 1 to 100,000,000, not "${values.orders}".`);
    }
    const today = values.today;
    if (today !== undefined) {
      try {
        clockFor(today);
      } catch {
        fail(`--today needs a date such as 2026-01-31, not "${today}".`);
      }
    }
    return { orders, today };
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

const number = (value: number) => Math.round(value).toLocaleString('en-US');

/** One redrawn line on a terminal; a line per tenth of the work otherwise (CI logs, pipes). */
function progressBar(started: number) {
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  return (done: number, total: number) => {
    const fraction = total > 0 ? done / total : 1;
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? Math.ceil((total - done) / rate) : 0;
    const filled = Math.round(fraction * 20);
    const bar = `[${'#'.repeat(filled)}${'-'.repeat(20 - filled)}]`;
    const line = `${bar} ${Math.floor(fraction * 100)}% ${number(done)}/${number(total)} orders  ${number(rate)}/s  ETA ${eta}s`;
    if (tty) {
      process.stderr.write(`\r${line}\x1b[K${done >= total ? '\n' : ''}`);
    } else if (Math.floor(fraction * 10) > lastTenth) {
      lastTenth = Math.floor(fraction * 10);
      process.stderr.write(`${line}\n`);
    }
    if (done >= total) process.stderr.write('Rebuilding indexes, search and daily stats...\n');
  };
}

const args = readArguments();
const config = readConfigOrExit();
const url = config.databaseUrl;
const production = config.production;
if (production && args.orders !== undefined)
  fail('--orders adds demo data, which production never gets.');

const started = performance.now();
const db = connect(url);
try {
  await migrate(db);
  // Repairs what an interrupted bulk grow may have left without indexes.
  await bulkSteps[db.engine.name].repair(db);
  const report = await seedIfEmpty(db, {
    production,
    demoPassword: config.demoPassword,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    today: args.today,
  });
  if (report) {
    console.log(
      `Seeded ${number(report.users)} users, ${number(report.orders)} orders, ${number(report.packages)} packages over ${report.days} days.`,
    );
  } else {
    console.log(
      production
        ? 'Database already has users, or no ADMIN_EMAIL/ADMIN_PASSWORD given: nothing seeded.'
        : 'Database already seeded.',
    );
  }
  if (args.orders !== undefined) {
    const growStarted = performance.now();
    const stop = new AbortController();
    // First Ctrl-C: finish the batch and put indexes back. Second: quit (the next run repairs).
    process.once('SIGINT', () => {
      process.stderr.write('\nStopping after this batch; Ctrl-C again to quit at once.\n');
      stop.abort();
      process.once('SIGINT', () => process.exit(130));
    });
    const { added } = await growOrders(db, args.orders, {
      today: args.today,
      onProgress: progressBar(growStarted),
      signal: stop.signal,
    });
    const seconds = (performance.now() - growStarted) / 1000;
    console.log(
      added > 0
        ? `Added ${number(added)} orders in ${seconds.toFixed(1)} s (${number(added / seconds)} orders/s, indexes and stats included).`
        : `Nothing added: the orders table already holds ${number(args.orders)} or more, or the run was stopped.`,
    );
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${url}`);
} finally {
  await db.close();
}
