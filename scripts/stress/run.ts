// `npm run test:stress [-- [--postgres <url>] [--runs N] concurrency races durability load fuzz audit]`:
// the long reliability checks of issue 6/7, each a pass or a fail, with their figures written into
// RELIABILITY.md. With --postgres they run in fresh schemas of that PostgreSQL server instead of
// SQLite files (the audit, which reads no database, then is not among the defaults); --runs sets
// the hostile-input cases per route (default FUZZ_RUNS or 10,000).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { runAudit } from './audit';
import { runConcurrency } from './concurrency';
import { runDurability } from './durability';
import { runLongFuzz } from './fuzz-long';
import { runLoad } from './load';
import { runRaces } from './races';
import { type Outcome, type Part, render, resultKey, resultsOf } from './report';
import { engine, removeDatabase, templateFile } from './server';

/** `--postgres <url>` and `--runs <n>` out of the arguments; the rest name parts. */
function options(args: string[]) {
  const rest: string[] = [];
  let postgres = '';
  let runs = Number(process.env.FUZZ_RUNS || 10_000);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--postgres') postgres = args[++i] ?? '';
    else if (args[i] === '--runs') runs = Number(args[++i]);
    else rest.push(args[i] as string);
  }
  if ((postgres !== '' && !/^postgres(ql)?:\/\//.test(postgres)) || !(runs >= 1)) {
    console.error('Usage: npm run test:stress -- [--postgres postgres://…] [--runs N] [parts…]');
    process.exit(2);
  }
  return { postgres, runs: Math.floor(runs), parts: rest };
}
const chosenOptions = options(process.argv.slice(2));
if (chosenOptions.postgres)
  Object.assign(engine, { name: 'postgres', server: chosenOptions.postgres });

const file = 'RELIABILITY.md';

const parts: Record<Part, () => Promise<Outcome>> = {
  async concurrency() {
    const result = await runConcurrency();
    const held =
      result.acknowledged > 0 && result.problems.length === 0 && result.otherRefusals.length === 0;
    return { held, result };
  },
  async durability() {
    const result = await runDurability();
    const held =
      result.lost === 0 &&
      result.integrityOk === result.rounds &&
      result.rollupsExact === result.rounds &&
      result.problems.length === 0;
    return { held, result };
  },
  async races() {
    const result = runRaces(Number(process.env.RACE_ROUNDS || 50));
    return { held: result.races.length > 0 && result.violations === 0, result };
  },
  async load() {
    const result = await runLoad();
    // Flat: the heap may settle higher under 200 connections, but not keep growing with requests.
    const held =
      result.errors === 0 &&
      result.timeouts === 0 &&
      result.non2xx === 0 &&
      result.rssEnd < result.rssStart * 1.5 + 50;
    return { held, result };
  },
  async fuzz() {
    const result = runLongFuzz(chosenOptions.runs, engine.server);
    const held =
      result.passed &&
      result.routes.length === 23 &&
      result.routes.every((r) => r.cases >= result.runs);
    return { held, result };
  },
  async audit() {
    const result = runAudit();
    // A registry that refuses the audit is not a failure of ours: the report says so and lists
    // the versions instead.
    return { held: result.ok || Boolean(result.refused), result };
  },
};

const asked = chosenOptions.parts as Part[];
const unknown = asked.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
const defaults = (Object.keys(parts) as Part[]).filter(
  (part) => engine.name === 'sqlite' || part !== 'audit',
);
const chosen = asked.length > 0 ? asked : defaults;
const results = existsSync(file) ? resultsOf(readFileSync(file, 'utf8')) : {};

let failed = false;
for (const part of chosen) {
  const started = performance.now();
  const load = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  const key = resultKey(part, engine.name);
  console.log(`▶ ${key}…`);
  try {
    const outcome = await parts[part]();
    outcome.seconds = Math.round((performance.now() - started) / 1000);
    outcome.at = new Date().toISOString();
    outcome.load = load;
    results[key] = outcome;
    console.log(`${outcome.held ? '✓' : '✗'} ${key} (${outcome.seconds} s)`);
    if (!outcome.held) {
      failed = true;
      console.log(JSON.stringify(outcome.result, null, 2).slice(0, 4000));
    }
  } catch (error) {
    failed = true;
    results[key] = {
      held: false,
      result: { error: String((error as Error).stack ?? error) },
      at: new Date().toISOString(),
    };
    console.log(`✗ ${key}: ${(error as Error).message}`);
  }
  writeFileSync(file, render(results));
}
removeDatabase(templateFile);
console.log(`\nFigures written to ${file}.`);
process.exit(failed ? 1 : 0);
