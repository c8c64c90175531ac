import { cpus } from 'node:os';
import { acceptsPerTurn } from '../../src/server/accept';
import type { AuditResult } from './audit';
import type { ConcurrencyResult } from './concurrency';
import type { DurabilityResult } from './durability';
import type { FuzzResult } from './fuzz-long';
import type { LoadResult } from './load';
import type { RacesResult } from './races';

export type Part = 'concurrency' | 'races' | 'durability' | 'load' | 'fuzz' | 'audit';
export interface Outcome {
  held: boolean;
  result: unknown;
  seconds?: number;
  at?: string;
  /** The machine's 1-minute load average when the part started (other work shares it). */
  load?: number;
}
/** Keyed by part on SQLite (`load`), by part and engine on PostgreSQL (`load@postgres`). */
export type Results = Record<string, Outcome | undefined>;
export type Engine = 'sqlite' | 'postgres';
export const resultKey = (part: Part, engine: Engine) =>
  engine === 'sqlite' ? part : `${part}@${engine}`;
const engineName = (engine: Engine) => (engine === 'sqlite' ? 'SQLite' : 'PostgreSQL');

const marker = '<!-- stress-results ';

/** The results stored in an earlier RELIABILITY.md, so one part can be re-run alone. */
export function resultsOf(markdown: string): Results {
  const start = markdown.indexOf(marker);
  if (start < 0) return {};
  const end = markdown.indexOf(' -->', start);
  try {
    return JSON.parse(markdown.slice(start + marker.length, end)) as Results;
  } catch {
    return {};
  }
}

const commandOf = (part: Part, engine: Engine = 'sqlite', flags = '') =>
  engine === 'sqlite'
    ? `\`npm run test:stress -- ${flags}${part}\``
    : `\`npm run test:stress -- --postgres postgres://…/test ${flags}${part}\``;
const mark = (outcome?: Outcome) =>
  outcome ? (outcome.held ? '✓ held' : '✗ failed') : '– not run';
const n = (value: number) => value.toLocaleString('en-US');

function summaryRow(part: Part, outcome: Outcome | undefined, engine: Engine): string {
  const row = summaryCells(part, outcome, engine);
  // The engine goes second: "| what | engine | figure | result | command |".
  const name = part === 'audit' ? '–' : engineName(engine);
  return row.replace(/^\| ([^|]*) \|/, `| $1 | ${name} |`);
}

function summaryCells(part: Part, outcome: Outcome | undefined, engine: Engine): string {
  const command = (p: Part) => commandOf(p, engine);
  if (!outcome) return `| ${part} | not run yet | – | ${command(part)} |`;
  if ('error' in (outcome.result as object))
    return `| ${part} | the run itself failed (see below) | ✗ failed | ${command(part)} |`;
  switch (part) {
    case 'concurrency': {
      const r = outcome.result as ConcurrencyResult;
      return `| Concurrency: ${r.clients} clients edit the same ${r.orders} orders for ${r.seconds} s (read-modify-write by version) | ${n(r.acknowledged)} acknowledged writes, all in the records and the activity log; ${n(r.conflicts)} refusals, all 409 VERSION_CONFLICT; ${r.otherRefusals.length} other answers; ${r.problems.length} lost updates | ${mark(outcome)} | ${command(part)} |`;
    }
    case 'races': {
      const r = outcome.result as RacesResult;
      const through = engine === 'sqlite' ? 'its one server process' : 'two server processes';
      const broken = r.races.filter((race) => !race.held).map((race) => race.name);
      return `| Races: ${r.races.length} races of \`tests/scale-out/races.test.ts\` (deletes, shipping against deleting a package, delivering against new and arriving packages, the last two admins, a profile against an admin's edit, status moves of one version), ${r.rounds} rounds each through ${through}, the daily stats recounted after each | ${r.races.length - r.violations}/${r.races.length} held in every round; ${r.violations} violations${broken.length > 0 ? ` (${broken.join('; ')})` : ''} | ${mark(outcome)} | ${command(part)} |`;
    }
    case 'durability': {
      const r = outcome.result as DurabilityResult;
      const integrity =
        engine === 'sqlite'
          ? `integrity_check ok ${r.integrityOk}/${r.rounds}`
          : 'integrity_check is SQLite’s (PostgreSQL keeps its own files)';
      return `| Durability: the server process killed with SIGKILL at a random moment while writing, ${r.rounds} rounds, restarted each time | ${n(r.acknowledged)} acknowledged writes, ${r.lost} lost; ${integrity}; rollups exact ${r.rollupsExact}/${r.rounds} | ${mark(outcome)} | ${command(part)} |`;
    }
    case 'load': {
      const r = outcome.result as LoadResult;
      return `| Load: ${r.connections} connections for ${r.seconds} s, mixed reads and writes | ${n(r.requests)} requests (${n(r.perSecond)}/s, ${n(r.writes)} writes); p50 ${r.p50} ms, p99 ${r.p99} ms, max ${n(r.max)} ms${r.maxFirst === undefined ? '' : ` (first answer on a connection ${n(r.maxFirst)} ms, any later one ${n(r.maxLater ?? 0)} ms)`}; ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx; RSS ${r.rssStart} → ${r.rssEnd} MiB (peak ${r.rssPeak}) | ${mark(outcome)} | ${command(part)} |`;
    }
    case 'fuzz': {
      const r = outcome.result as FuzzResult;
      const cases = r.routes.reduce((sum, route) => sum + route.cases, 0);
      const accepted = r.routes.reduce((sum, route) => sum + route.accepted, 0);
      const runs = r.runs === 10_000 ? '' : `--runs ${r.runs} `;
      return `| Hostile input, long mode: ${n(r.runs)} fast-check cases per route, ${r.routes.length} routes | ${n(cases)} requests (${n(accepted)} accepted, ${n(cases - accepted)} refused): ${r.passed ? 'no 5xx, every refusal from the catalogue, no table changed by a refused request or a read' : `failed: ${r.failure}`} | ${mark(outcome)} | ${commandOf(part, engine, runs)} |`;
    }
    case 'audit': {
      const r = outcome.result as AuditResult;
      const figure = r.refused
        ? `the registry refused the audit: ${r.refused.replaceAll('|', '\\|')}`
        : `${r.highOrCritical} high or critical advisories (${JSON.stringify(r.counts)})`;
      return `| \`npm audit --omit=dev\` | ${figure} | ${r.refused ? '– could not run' : mark(outcome)} | ${command(part)} |`;
    }
  }
}

function fuzzDetails(fuzz: FuzzResult | undefined, engine: Engine): string[] {
  if (!fuzz?.routes) return [];
  const lines = ['', `## Hostile input per route (long mode, ${engineName(engine)})`, ''];
  lines.push(
    '| route | cases | accepted | refused | checksums compared | answers by status | seconds |',
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | --- | ---: |');
  for (const r of fuzz.routes)
    lines.push(
      `| \`${r.route}\` | ${n(r.cases)} | ${n(r.accepted)} | ${n(r.refused)} | ${n(r.checksums)} | ${Object.entries(
        r.byStatus,
      )
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')} | ${r.seconds} |`,
    );
  return lines;
}

function loadDetails(load: LoadResult | undefined, engine: Engine): string[] {
  if (!load?.statusCodes) return [];
  return [
    '',
    `## Load: answers by status (${engineName(engine)})`,
    '',
    `\`${JSON.stringify(load.statusCodes)}\`; slowest request ${load.max} ms.`,
    ...(load.maxFirst === undefined
      ? []
      : [
          '',
          `The slowest first answer on a connection took ${load.maxFirst} ms, the slowest later one ${load.maxLater} ms. A first answer includes the wait to be accepted: a new connection waits in the kernel's accept queue until the server takes it, and Node takes one per turn of its event loop from each descriptor of the listening socket. On SQLite a turn runs the synchronous reads of every request that has arrived on the open connections, so with one descriptor the 200 connections the run opens at once were taken one long turn apart (on PostgreSQL the reads wait off the thread and turns stay short). The server holds ${acceptsPerTurn} descriptors of its listening socket (src/server/accept.ts) and takes up to ${acceptsPerTurn} per turn. Tried before: a limit on the requests started per turn cut throughput by a quarter to three quarters; a node:cluster primary that only accepts still hands its one worker one connection per turn of the worker's loop.`,
        ]),
  ];
}

function details(results: Results): string[] {
  const lines: string[] = [];
  for (const engine of engines) {
    lines.push(...fuzzDetails(results[resultKey('fuzz', engine)]?.result as FuzzResult, engine));
    lines.push(...loadDetails(results[resultKey('load', engine)]?.result as LoadResult, engine));
  }
  const audit = results.audit?.result as AuditResult | undefined;
  if (audit?.refused) {
    lines.push('', '## Production dependencies (audit fallback)', '');
    lines.push(
      'The registry this machine reaches does not serve the audit endpoint, so here are the production dependencies as installed, to audit elsewhere:',
      '',
    );
    for (const dependency of audit.dependencies) lines.push(`- \`${dependency}\``);
  }
  lines.push(
    '',
    '## Runs',
    '',
    '| part | finished | took | load average at start |',
    '| --- | --- | ---: | ---: |',
  );
  for (const [part, outcome] of Object.entries(results))
    if (outcome?.at)
      lines.push(
        `| ${part} | ${outcome.at} | ${outcome.seconds ?? '–'} s | ${outcome.load ?? '–'} |`,
      );
  lines.push(
    '',
    `The load average is on ${cpus().length} cores shared with other work, which slows the latency figures.`,
  );
  for (const [part, outcome] of Object.entries(results))
    if (outcome && !outcome.held && outcome.result && typeof outcome.result === 'object') {
      const problems = (outcome.result as { problems?: string[]; error?: string }).problems ?? [
        (outcome.result as { error?: string }).error,
      ];
      lines.push(
        '',
        `## ${part}: what failed`,
        '',
        '```',
        ...problems.filter(Boolean).slice(0, 20).map(String),
        '```',
      );
    }
  return lines;
}

/** Defects these checks found, each fixed in its own commit with the test that found it. */
const defectsFound = [
  'GET /api/stats/summary?from=0000-01-01 (and to=9999-12-31) looped until the heap ran out (4 GB): one request killed the server.',
  'A query or body field named hasOwnProperty, constructor or __proto__ answered 500 (the field-errors map had a prototype).',
  'GET /api/stats?q=x answered 500 (no search index for a resource without text fields).',
  'GET /api/stats/summary?to=9999-99-99 answered 500 (the default from was computed before to was checked).',
  'PostgreSQL only: numbers past the 32-bit id columns (filters, ids, actorId, customerId, orderId), NUL characters in any text and a non-numeric activity recordId answered 500.',
  "Undecodable URLs (%ZZ) and over-long path segments answered Fastify's own bodies, outside the catalogue.",
  'An unpaired UTF-16 surrogate was acknowledged as sent but stored as U+FFFD.',
  'Impossible dates (2026-02-30, 9999-99-99, 0000-00-00) were stored as estimatedDelivery.',
  'A missing asset (a stale chunk, /favicon.ico) answered the app shell with 200 instead of 404.',
];

const parts: Part[] = ['concurrency', 'races', 'durability', 'load', 'fuzz', 'audit'];
const engines: Engine[] = ['sqlite', 'postgres'];

/** Each part's SQLite row, then its PostgreSQL row once that has run (the audit has one). */
function summaryRows(results: Results): string[] {
  return parts.flatMap((part) =>
    engines
      .filter((engine) => engine === 'sqlite' || results[resultKey(part, engine)])
      .map((engine) => summaryRow(part, results[resultKey(part, engine)], engine)),
  );
}

/** RELIABILITY.md from the results of every part run so far. */
export function render(results: Results): string {
  const runs = Object.values(results)
    .filter((outcome): outcome is Outcome => Boolean(outcome?.at))
    .map((outcome) => outcome.at as string)
    .sort();
  return [
    '# Reliability',
    '',
    'Written by `npm run test:stress` (code in `scripts/stress/`); every row is a check that can fail, and',
    'the command re-runs it (`npm run test:stress` runs them all). The fast part of the same work runs in',
    '`npm test`: 2,000 hostile-input cases per route (`tests/api/hostile-*.test.ts`), the role × resource ×',
    'action matrix (`tests/api/roles.test.ts`) and the auth checks (`tests/api/auth*.test.ts`,',
    '`tests/api/security-headers.test.ts`).',
    '',
    `Machine: ${cpus().length} cores, Node ${process.versions.node}; SQLite (the embedded default) and PostgreSQL, a fresh schema per part (\`--postgres <url>\`). Last run: ${runs[runs.length - 1] ?? '–'}.`,
    '',
    '| what | engine | figure | result | command |',
    '| --- | --- | --- | --- | --- |',
    ...summaryRows(results),
    ...details(results),
    '',
    '## Defects these checks found (all fixed)',
    '',
    ...defectsFound.map((defect) => `- ${defect}`),
    '',
    `${marker}${JSON.stringify(results)} -->`,
    '',
  ].join('\n');
}
