/**
 * `npm run bench:api`: our server at 1,000,000 orders under autocannon, then side by side with
 * json-server 0.17.4 on the same 100,000 orders. Prints Markdown tables; never part of `npm test`.
 *
 *   npm run bench:api -- [--orders 1000000] [--compare-orders 100000] [--seconds 10]
 *                        [--connections 10] [--rounds 1] [--only page,search] [--no-compare]
 *                        [--no-scale (only the side-by-side part)] [--no-traps] [--no-sweep]
 *                        [--reseed] [--database FILE (an existing database instead of seeding)]
 *                        [--postgres URL (at scale on PostgreSQL: a schema in that database;
 *                         the side-by-side part stays on SQLite unless --no-compare)]
 *                        [--quiet-load 1.5 (first wait, up to 10 min, for the 1-minute load to drop)]
 *                        [--warm 2 (seconds of each shape, unmeasured, before its first round at scale)]
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { RequestStep } from 'autocannon';
import { removeSqliteFile } from '../../src/server/db/sqlite-file';
import {
  apiShapes,
  type DataSet,
  floorShape,
  type Shape,
  spreadIds,
  type Target,
  trapShapes,
} from './api-shapes';
import {
  type BenchDatabase,
  benchDatabase,
  benchPostgres,
  existingDatabase,
  isPostgres,
} from './bench-database';
import { jsonServerFile } from './json-server-data';
import { type LoadResult, runLoad } from './load';
import { loadLine, machineLine, waitForQuiet } from './machine';
import { type RunningServer, startJsonServer, startOurServer } from './server-process';
import { sweep, sweepReport } from './sweep';
import { formatCount, formatMs, formatRatio, markdownTable } from './table';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    'compare-orders': { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
    only: { type: 'string' },
    search: { type: 'string', default: 'Felix Wagner' },
    'search-number': { type: 'string', default: 'ORD-004211' },
    'no-compare': { type: 'boolean', default: false },
    'no-traps': { type: 'boolean', default: false },
    // Lists asked one at a time after the shapes (`sweep.ts`); `--only sweep` runs them alone.
    'no-sweep': { type: 'boolean', default: false },
    'no-scale': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    database: { type: 'string' },
    postgres: { type: 'string' },
    'quiet-load': { type: 'string', default: '0' },
    // Seconds without a request before each shape, as between an operator's clicks; upkeep the
    // server does when it is quiet (the search index's merge) runs then. Default: back to back.
    pause: { type: 'string', default: '0' },
    // Seconds of each shape, unmeasured, before its first round at scale: a server just started
    // answers its first seconds of a shape slower than a running one (V8 compiling its path, the
    // database's first plans and pages), so a cold first round would measure the start, not the
    // shape (docs/benchmarks-history.md has the runs that showed it).
    warm: { type: 'string', default: '2' },
  },
});
const load = {
  connections: Number(args.connections),
  seconds: Number(args.seconds),
};
const rounds = Math.max(1, Number(args.rounds));
const only = args.only?.split(',');
const picked = (shapes: Shape[]) => shapes.filter((shape) => !only || only.includes(shape.key));
const sweepWanted = !args['no-sweep'] && (!only || only.includes('sweep'));
const ports = { big: 3341, small: 3342, json: 3343 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
/** The median of each figure over rounds; failures and errors add up. */
function medianOf(all: LoadResult[]): LoadResult {
  // A run in which the server had died says nothing about its speed; the failures still count.
  const answered = all.filter((result) => result.completed > 0);
  const results = answered.length > 0 ? answered : all;
  const pick = (key: 'requestsPerSecond' | 'p50' | 'p99' | 'cpuUsPerRequest') =>
    median(results.map((result) => result[key]));
  const failures: Record<string, number> = {};
  for (const result of all)
    for (const [status, count] of Object.entries(result.failures))
      failures[status] = (failures[status] ?? 0) + count;
  return {
    requestsPerSecond: pick('requestsPerSecond'),
    p50: pick('p50'),
    p99: pick('p99'),
    max: Math.max(...results.map((result) => result.max)),
    peakRssBytes: Math.max(...results.map((result) => result.peakRssBytes)),
    cpuUsPerRequest: pick('cpuUsPerRequest'),
    failures,
    failed: all.reduce((sum, result) => sum + result.failed, 0),
    errors: all.reduce((sum, result) => sum + result.errors, 0),
    completed: all.reduce((sum, result) => sum + result.completed, 0),
  };
}

/** A run that produced no answer at all (the server had died). */
const failedRun: LoadResult = {
  requestsPerSecond: 0,
  p50: Number.NaN,
  p99: Number.NaN,
  max: Number.NaN,
  failures: {},
  failed: 0,
  errors: 1,
  completed: 0,
  peakRssBytes: 0,
  cpuUsPerRequest: Number.NaN,
};

const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;
const cpuText = (result: LoadResult) =>
  Number.isNaN(result.cpuUsPerRequest) ? '—' : formatCount(result.cpuUsPerRequest);
const failuresText = (result: LoadResult) =>
  result.failed + result.errors === 0
    ? '0'
    : [
        ...Object.entries(result.failures).map(
          ([status, count]) => `${formatCount(count)}×${status}`,
        ),
        ...(result.errors ? [`${formatCount(result.errors)} errors`] : []),
      ].join(', ');

/** A copy of the seeded file to run against, so writes never drift the seeded data. */
function workingCopy(database: BenchDatabase): string {
  if (isPostgres(database.file)) return database.file;
  const copy = database.file.replace(/\.db$/, '.run.db');
  removeSqliteFile(copy);
  copyFileSync(database.file, copy);
  return copy;
}

async function signIn(server: RunningServer): Promise<Target> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'operator@example.com', password: 'demo-password' }),
  });
  const cookie = response.headers.get('set-cookie')?.match(/sid=[^;]+/)?.[0];
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return {
    kind: 'ours',
    url: server.url,
    prefix: '/api',
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
  };
}

/**
 * Valid new orders: of 100 customers spread over the users, each with an item of an existing
 * order and the customer's address.
 */
async function dataSetOf(target: Target, database: BenchDatabase): Promise<DataSet> {
  const fetched = async (path: string) => {
    const response = await fetch(`${target.url}/api${path}`, { headers: target.headers });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response;
  };
  const get = async (path: string) => (await fetched(path)).json();
  const users = Number((await fetched('/users?_start=0&_end=1')).headers.get('x-total-count'));
  const spread = spreadIds(users, 100)
    .map((id) => `id=${id}`)
    .join('&');
  const customers = (await get(`/users?role=customer&${spread}&_start=0&_end=100`)) as {
    id: number;
    street: string;
    city: string;
    postalCode: string;
    country: string;
  }[];
  const order = (await get('/orders/1')) as { items: unknown[]; currency: string };
  if (customers.length === 0) throw new Error('no customer to order for');
  return {
    orders: database.orders,
    today: database.today,
    search: args.search,
    searchNumber: args['search-number'],
    newOrders: customers.map((customer) => ({
      customerId: customer.id,
      items: order.items.slice(0, 1),
      currency: order.currency,
      street: customer.street,
      city: customer.city,
      postalCode: customer.postalCode,
      country: customer.country,
      note: 'Benchmark order',
    })),
  };
}

async function measure(
  servers: RunningServer[],
  server: RunningServer,
  target: Target,
  data: DataSet,
  shape: Shape,
  warmSeconds = 0,
) {
  await Promise.all(servers.map((each) => each.idle()));
  if (warmSeconds > 0) {
    const warm = await shape.step(target, data).catch(() => undefined);
    if (warm)
      await runLoad(server, warm.headers ?? target.headers, warm, {
        ...load,
        seconds: warmSeconds,
      });
    await Promise.all(servers.map((each) => each.idle()));
  }
  const pause = Number(args.pause) * 1000;
  if (pause > 0) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    // What the quiet started runs to its end before the load begins.
    await Promise.all(servers.map((each) => each.idle()));
  }
  let step: RequestStep;
  try {
    step = await shape.step(target, data);
  } catch (error) {
    process.stderr.write(`  ${server.name} ${shape.key}: could not prepare (${error})\n`);
    return failedRun;
  }
  const result = await runLoad(server, step.headers ?? target.headers, step, {
    ...load,
    timeoutSeconds: target.kind === 'json-server' ? 60 : 10,
  });
  process.stderr.write(
    `  ${server.name.padEnd(11)} ${shape.key.padEnd(11)} ${formatCount(result.requestsPerSecond).padStart(6)} req/s  p50 ${formatMs(result.p50)} ms  p99 ${formatMs(result.p99)} ms  max ${formatMs(result.max)} ms  CPU ${cpuText(result)} µs/req  RSS ${mb(result.peakRssBytes)}  failed ${failuresText(result)}  load ${loadLine()}\n`,
  );
  return result;
}

async function atScale(database: BenchDatabase) {
  const server = await startOurServer(workingCopy(database), ports.big);
  try {
    const target = await signIn(server);
    const data = await dataSetOf(target, database);
    const shapes = picked([...apiShapes, ...(args['no-traps'] ? [] : [...trapShapes, floorShape])]);
    const results = new Map<string, LoadResult[]>();
    for (let round = 1; round <= rounds; round++) {
      process.stderr.write(`Round ${round}/${rounds} at ${formatCount(database.orders)} orders\n`);
      for (const shape of shapes) {
        const warm = round === 1 ? Number(args.warm) : 0;
        const result = await measure([server], server, target, data, shape, warm);
        results.set(shape.key, [...(results.get(shape.key) ?? []), result]);
      }
    }
    const swept = sweepWanted ? await sweep(target, data) : undefined;
    return {
      measured: shapes.map((shape) => ({ shape, result: medianOf(results.get(shape.key) ?? []) })),
      swept,
    };
  } finally {
    await server.stop();
  }
}

async function sideBySide(database: BenchDatabase) {
  const ours = await startOurServer(workingCopy(database), ports.small);
  let reference: RunningServer | undefined;
  try {
    const target = await signIn(ours);
    const data = await dataSetOf(target, database);
    const shapes = picked(apiShapes).filter((shape) => !shape.oursOnly);
    const results = new Map<string, { ours: LoadResult[]; json: LoadResult[] }>();
    for (let round = 1; round <= rounds; round++) {
      process.stderr.write(
        `Round ${round}/${rounds}, side by side at ${formatCount(database.orders)} orders\n`,
      );
      // Each round starts json-server on the pristine export: its writes rewrite the whole file
      // and have run it out of memory after ~20 s of PATCH and create.
      await reference?.stop();
      reference = await startJsonServer(jsonServerFile(database.file), ports.json);
      const jsonTarget: Target = {
        kind: 'json-server',
        url: reference.url,
        prefix: '',
        headers: {},
      };
      for (const shape of shapes) {
        // Out of memory in the middle of a round (its writes' queue drained after a shape), it
        // meets the next shape afresh on the pristine export instead of as a dead process.
        if (reference.ended()) {
          process.stderr.write(`json-server had stopped; started afresh before ${shape.key}\n`);
          reference = await startJsonServer(jsonServerFile(database.file), ports.json);
        }
        const json = reference;
        const entry = results.get(shape.key) ?? { ours: [], json: [] };
        // Alternating, and in turn which goes first, so a noisy neighbour hits both alike.
        const jsonFirst = round % 2 === 1;
        if (jsonFirst) entry.json.push(await measure([ours, json], json, jsonTarget, data, shape));
        entry.ours.push(await measure([ours, json], ours, target, data, shape));
        if (!jsonFirst) entry.json.push(await measure([ours, json], json, jsonTarget, data, shape));
        results.set(shape.key, entry);
      }
    }
    return shapes.map((shape) => {
      const entry = results.get(shape.key) ?? { ours: [], json: [] };
      return { shape, ours: medianOf(entry.ours), json: medianOf(entry.json) };
    });
  } finally {
    await Promise.all([ours.stop(), reference?.stop()]);
  }
}

if (Number(args['quiet-load']) > 0) await waitForQuiet(Number(args['quiet-load']), 600);
const startedAt = new Date();
const loadBefore = loadLine();
const big = args['no-scale']
  ? undefined
  : args.postgres
    ? await benchPostgres(args.postgres, Number(args.orders), args.reseed)
    : args.database
      ? existingDatabase(args.database)
      : await benchDatabase(Number(args.orders), args.reseed);
const { measured: scale, swept } = big ? await atScale(big) : { measured: [], swept: undefined };
const small = args['no-compare']
  ? undefined
  : await benchDatabase(Number(args['compare-orders']), args.reseed);
const compared = small ? await sideBySide(small) : [];

const seedLine = (database: BenchDatabase) =>
  Number.isNaN(database.seedSeconds)
    ? `${formatCount(database.orders)} orders in ${database.file} (seeded elsewhere)`
    : isPostgres(database.file)
      ? `${formatCount(database.orders)} orders seeded into PostgreSQL in ${database.seedSeconds.toFixed(1)} s (${database.fresh ? 'this run' : `reused, seeded ${database.seededAt}`}); force a new seed with --reseed`
      : `${formatCount(database.orders)} orders seeded in ${database.seedSeconds.toFixed(1)} s (${database.fresh ? 'this run' : `reused, seeded ${database.seededAt}`}); force a new seed with --reseed`;
const output = [
  `## bench:api — ${startedAt.toISOString()}`,
  '',
  `Machine: ${machineLine()}`,
  `Load average (1/5/15 min): ${loadBefore} before, ${loadLine()} after`,
  `autocannon: ${load.connections} connections, ${load.seconds} s per shape, ${rounds} round(s) (medians); operator session; at scale each shape first ${args.warm} s unmeasured`,
  ...(big ? [`Seed: ${seedLine(big)}`] : []),
  ...(small ? [`Seed: ${seedLine(small)}`] : []),
  ...(big
    ? [
        '',
        `### Our server at ${formatCount(big.orders)} orders on ${isPostgres(big.file) ? 'PostgreSQL' : 'SQLite'}`,
        '',
        markdownTable(
          [
            'shape',
            'req/s',
            'p50 ms',
            'p99 ms',
            'server CPU µs/req',
            'peak RSS',
            'non-2xx / errors',
          ],
          scale.map(({ shape, result }) => [
            shape.title,
            formatCount(result.requestsPerSecond),
            formatMs(result.p50),
            formatMs(result.p99),
            cpuText(result),
            mb(result.peakRssBytes),
            failuresText(result),
          ]),
        ),
        ...(swept
          ? [
              '',
              `### One list at a time at ${formatCount(big.orders)} orders on ${isPostgres(big.file) ? 'PostgreSQL' : 'SQLite'}`,
              '',
              sweepReport(swept),
            ]
          : []),
      ]
    : []),
  ...(compared.length > 0
    ? [
        '',
        `### Side by side at ${formatCount(small?.orders ?? 0)} orders: ours vs json-server 0.17.4`,
        '',
        markdownTable(
          [
            'shape',
            'ours req/s',
            'json-server req/s',
            'ratio',
            'ours p99 ms',
            'json-server p99 ms',
            'ours RSS',
            'json-server RSS',
            'non-2xx / errors (ours; json-server)',
          ],
          compared.map(({ shape, ours, json }) => [
            shape.title,
            formatCount(ours.requestsPerSecond),
            json.completed > 0
              ? json.requestsPerSecond.toFixed(json.requestsPerSecond < 10 ? 1 : 0)
              : '0',
            formatRatio(ours.requestsPerSecond / json.requestsPerSecond),
            formatMs(ours.p99),
            formatMs(json.p99),
            mb(ours.peakRssBytes),
            mb(json.peakRssBytes),
            `${failuresText(ours)}; ${failuresText(json)}`,
          ]),
        ),
      ]
    : []),
];
console.log(output.join('\n'));
// `--database` runs seed nothing, so on a fresh clone the folder may not exist yet.
mkdirSync('.bench', { recursive: true });
writeFileSync(
  args.postgres ? '.bench/last-api-postgres.json' : '.bench/last-api.json',
  `${JSON.stringify({ startedAt, loadBefore, loadAfter: loadLine(), big, small, scale, swept, compared }, null, 2)}\n`,
);
