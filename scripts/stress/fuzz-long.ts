import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FuzzRoute {
  route: string;
  cases: number;
  accepted: number;
  refused: number;
  checksums: number;
  byStatus: Record<string, number>;
  seconds: number;
}

export interface FuzzResult {
  runs: number;
  passed: boolean;
  routes: FuzzRoute[];
  failure?: string;
}

/**
 * The hostile-input suites of `npm test` at `runs` cases per route, on SQLite or, given
 * `postgres` (a server URL), in fresh schemas there (the harness makes one per app).
 */
export function runLongFuzz(runs = 10_000, postgres = ''): FuzzResult {
  const report = join(tmpdir(), `fuzz-report-${process.pid}.jsonl`);
  rmSync(report, { force: true });
  const files = [
    'tests/api/hostile-writes.test.ts',
    'tests/api/hostile-auth.test.ts',
    'tests/api/hostile-queries.test.ts',
  ];
  const result = spawnSync('npx', ['vitest', 'run', ...files], {
    env: {
      ...process.env,
      FUZZ_RUNS: String(runs),
      FUZZ_REPORT: report,
      TEST_DATABASE_URL: postgres,
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const routes = readFileSync(report, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FuzzRoute);
  rmSync(report, { force: true });
  const output = `${result.stdout}${result.stderr}`;
  const failure =
    result.status === 0 ? undefined : (/Caused by: .*$/m.exec(output)?.[0] ?? output.slice(-2000));
  return { runs, passed: result.status === 0, routes, ...(failure ? { failure } : {}) };
}
