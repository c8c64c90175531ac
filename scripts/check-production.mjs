// CI: a production install runs the app. The committed tree goes to a temporary folder with the
// `dist/` that `npm test` built; `npm ci --omit=dev` installs it without dev packages; then the
// migrate and seed commands and `npm start` must work there, and the started server must answer.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folder = mkdtempSync(join(tmpdir(), 'dashboard-production-'));
const port = 3790;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  DATABASE_URL: join(folder, 'production.db'),
  ADMIN_EMAIL: 'first-admin@example.com',
  ADMIN_PASSWORD: 'a production admin password',
  COOKIE_SECURE: 'false',
};

function step(name, command, args) {
  console.log(`▶ ${name}`);
  const run = spawnSync(command, args, { cwd: folder, env, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`${name} failed (exit ${run.status})`);
}

async function answers(path, init) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, init).catch(() => undefined);
    if (response) return response;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`no answer from ${path}`);
}

async function startAndCheck() {
  console.log('▶ npm start');
  const server = spawn('npm', ['start'], { cwd: folder, env, stdio: 'inherit', detached: true });
  try {
    if ((await answers('/api/ready')).status !== 200) throw new Error('/api/ready is not 200');
    const page = await (await answers('/')).text();
    if (!page.includes('<div id="root">')) throw new Error('/ is not the app');
    const login = await answers('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`the first admin cannot sign in (${login.status})`);
  } finally {
    process.kill(-server.pid, 'SIGTERM');
  }
}

try {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run npx vite build first');
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C '${folder}'`]);
  cpSync('dist', join(folder, 'dist'), { recursive: true });
  step('npm ci --omit=dev', 'npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit']);
  if (existsSync(join(folder, 'node_modules/vite'))) throw new Error('a dev package was installed');
  step('npm run migrate', 'npm', ['run', 'migrate']);
  step('npm run seed', 'npm', ['run', 'seed']);
  await startAndCheck();
  console.log('✓ the production install migrates, seeds, starts and serves the app');
} catch (error) {
  console.error(`✗ production install: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
