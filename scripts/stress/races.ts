import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engine } from './server';

export interface RacesResult {
  rounds: number;
  races: { name: string; held: boolean; failure?: string }[];
  violations: number;
}

interface VitestReport {
  testResults: {
    assertionResults: { title: string; status: string; failureMessages: string[] }[];
  }[];
}

/**
 * The races of `tests/scale-out/races.test.ts`, `rounds` times each, on this run's engine: two
 * server processes on a fresh PostgreSQL schema, or SQLite's one process. A race that broke a
 * rule in any round fails with the first assertion that caught it.
 */
export function runRaces(rounds: number): RacesResult {
  const folder = mkdtempSync(join(tmpdir(), 'stress-races-'));
  const output = join(folder, 'races.json');
  const { TEST_DATABASE_URL: _unset, ...environment } = process.env;
  try {
    spawnSync(
      'npx',
      [
        'vitest',
        'run',
        'tests/scale-out/races.test.ts',
        '--reporter=json',
        `--outputFile=${output}`,
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...environment,
          RACE_ROUNDS: String(rounds),
          ...(engine.name === 'postgres' ? { TEST_DATABASE_URL: engine.server } : {}),
        },
      },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as VitestReport;
    const races = report.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({
        name: test.title,
        held: test.status === 'passed',
        ...(test.status === 'passed' ? {} : { failure: test.failureMessages[0]?.slice(0, 300) }),
      })),
    );
    return { rounds, races, violations: races.filter((race) => !race.held).length };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
