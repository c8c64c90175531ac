// `npm run test:stress [-- concurrency durability load fuzz audit]`: the long reliability checks
// of issue 6/7, each a pass or a fail, with their figures written into RELIABILITY.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { runAudit } from './audit';
import { runConcurrency } from './concurrency';
import { runDurability } from './durability';
import { runLongFuzz } from './fuzz-long';
import { runLoad } from './load';
import { type Outcome, type Part, render, resultsOf } from './report';
import { removeDatabase, templateFile } from './server';

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
    const result = runLongFuzz(Number(process.env.FUZZ_RUNS || 10_000));
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

const asked = process.argv.slice(2) as Part[];
const unknown = asked.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
const chosen = asked.length > 0 ? asked : (Object.keys(parts) as Part[]);
const results = existsSync(file) ? resultsOf(readFileSync(file, 'utf8')) : {};

let failed = false;
for (const part of chosen) {
  const started = performance.now();
  const load = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  console.log(`▶ ${part}…`);
  try {
    const outcome = await parts[part]();
    outcome.seconds = Math.round((performance.now() - started) / 1000);
    outcome.at = new Date().toISOString();
    outcome.load = load;
    results[part] = outcome;
    console.log(`${outcome.held ? '✓' : '✗'} ${part} (${outcome.seconds} s)`);
    if (!outcome.held) {
      failed = true;
      console.log(JSON.stringify(outcome.result, null, 2).slice(0, 4000));
    }
  } catch (error) {
    failed = true;
    results[part] = {
      held: false,
      result: { error: String((error as Error).stack ?? error) },
      at: new Date().toISOString(),
    };
    console.log(`✗ ${part}: ${(error as Error).message}`);
  }
  writeFileSync(file, render(results));
}
removeDatabase(templateFile);
console.log(`\nFigures written to ${file}.`);
process.exit(failed ? 1 : 0);
