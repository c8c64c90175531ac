// `npm run dev`: the server with reload (tsx watch) and Vite with hot module replacement, in one
// command. Vite serves the app on PORT (default 3000) and proxies /api to the server, which
// listens on API_PORT (default PORT + 1). Either one ending ends both.
import { spawn } from 'node:child_process';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 3000);
const apiPort = Number(process.env.API_PORT || port + 1);

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, HOST: host, PORT: String(apiPort) },
  }),
  spawn('npx', ['vite', '--host', host, '--port', String(port), '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://${host}:${apiPort}` },
  }),
];

let ending = false;
function end(code) {
  if (ending) return;
  ending = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => end(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => end(0));
console.log(
  `Development: the app on http://${host}:${port} (hot reload), the API on port ${apiPort}`,
);
