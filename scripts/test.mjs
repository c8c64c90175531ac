// `npm test`: every check, in order, with a one-line summary per stage. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const stages = [
  ['format and lint', 'npx', ['biome', 'ci', '.']],
  ['type check', 'npx', ['tsc', '--noEmit']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
];

const summary = [];
for (const [name, command, args] of stages) {
  const started = performance.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  summary.push(`${ok ? '✓' : '✗'} ${name} (${seconds} s)`);
  if (!ok) break;
}
console.log(`\n${summary.join('\n')}`);
process.exit(
  summary.every((line) => line.startsWith('✓')) && summary.length === stages.length ? 0 : 1,
);
