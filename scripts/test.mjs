// `npm test`: every check, in order, with a one-line summary per stage. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath as chromium } from './chromium.mjs';

/** Debian's Chromium for the browser journeys; Playwright never downloads a browser here. */
function ensureChromium() {
  if (existsSync(chromium)) return 0;
  if (process.getuid?.() !== 0) {
    console.error(
      `✗ ${chromium} is missing. Install Debian's Chromium as root (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    return 1;
  }
  console.log(`${chromium} is missing: installing Debian's chromium with apt-get…`);
  const apt = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  if (apt(['install', '-y', '--no-install-recommends', 'chromium']) === 0) return 0;
  // A fresh machine may not have the package lists yet.
  if (apt(['update']) !== 0) return 1;
  return apt(['install', '-y', '--no-install-recommends', 'chromium']) ?? 1;
}

const run = (command, args) => () =>
  spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1;

const stages = [
  ['format and lint', run('npx', ['biome', 'ci', '.'])],
  ['type check', run('npx', ['tsc', '--noEmit'])],
  ['unit and API tests', run('npx', ['vitest', 'run'])],
  ['production build', run('npx', ['vite', 'build', '--logLevel', 'warn'])],
  ['server bundle', run('node', ['scripts/build-server.mjs'])],
  ['browser (Debian Chromium)', ensureChromium],
  [
    'end-to-end journeys',
    run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']),
  ],
];

const summary = [];
for (const [name, stage] of stages) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  const ok = stage() === 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  summary.push(`${ok ? '✓' : '✗'} ${name} (${seconds} s)`);
  if (!ok) break;
}
console.log(`\n${summary.join('\n')}`);
process.exit(
  summary.every((line) => line.startsWith('✓')) && summary.length === stages.length ? 0 : 1,
);
