// `npm start`: builds the browser app when it is missing or older than its sources (where Vite is
// installed) and the server bundle always (see build-server.mjs), then runs the server (which
// migrates, seeds on first run and serves the API and the app on one port).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverArgs } from './build-server.mjs';

const built = 'dist/index.html';

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const sources = ['index.html', 'vite.config.ts', 'build', 'src/app', 'src/resources'];
const stale =
  !existsSync(built) ||
  sources.some((path) => existsSync(path) && newestChange(path) > statSync(built).mtimeMs);
// A production install (`npm ci --omit=dev`) has no Vite: it serves the `dist/` built elsewhere.
const canBuild = existsSync('node_modules/vite/package.json');
if (!canBuild && !existsSync(built)) {
  console.error(
    'dist/ is missing and this install has no Vite to build it (npm ci --omit=dev): build the app where the dev packages are (npm ci && npx vite build) and copy dist/ here, or run npm ci.',
  );
  process.exit(1);
}
if (stale && canBuild && !process.env.SKIP_BUILD) {
  console.log('Building the browser app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await buildServer();
const server = spawn(process.execPath, serverArgs, {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
