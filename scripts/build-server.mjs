// The production server as one ES module: `dist-server/main.mjs` (with its source map), our code
// bundled and the packages left to node_modules. Running it with plain `node` instead of through
// tsx's on-the-fly TypeScript loader takes 50 MB less memory (165 → 115 MB resident at rest on a
// million orders) and starts faster; see docs/benchmarks-history.md. Building takes a fraction of
// a second, so `npm start` and the test and benchmark launchers build it every time instead of
// judging staleness. Run directly (`node scripts/build-server.mjs`) it builds and prints the path.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the bundle goes: outside `dist/`, which the server serves to browsers. */
export const serverBundle = join(root, 'dist-server', 'main.mjs');

/** Node's arguments to run the bundle, stack traces pointing at the TypeScript sources. */
export const serverArgs = ['--enable-source-maps', serverBundle];

/**
 * Builds the bundle and returns its path. Several test files may build at once: each writes its
 * own temporary files and renames them into place, so no process ever runs a half-written file.
 */
export async function buildServer() {
  const result = await build({
    entryPoints: [join(root, 'src/server/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(dirname(serverBundle), { recursive: true });
  // The map first, so the bundle that names it never appears without it.
  const isMap = (file) => file.path.endsWith('.map');
  for (const file of [
    ...result.outputFiles.filter(isMap),
    ...result.outputFiles.filter((file) => !isMap(file)),
  ]) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return serverBundle;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await buildServer());
}
