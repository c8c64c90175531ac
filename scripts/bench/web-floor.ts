/**
 * The decided stack's own floor for each first screen (part of `npm run bench:web`): the
 * smallest program that draws the screen with React, antd, refine (router and simple-rest) and,
 * on the dashboard, recharts, with nothing of ours (`web-floor/`), built as the app is. A screen
 * budget below its floor cannot be met without changing the stack.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const outDir = '.bench/web-floor-dist';
/** bench:web's first screens, by the floor program of each. */
const screens = {
  'sign-in (/login)': 'sign-in.tsx',
  'dashboard (/)': 'dashboard.tsx',
  'orders list (/orders)': 'list.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * An entry's chunk and every chunk it imports statically. A floor program has no lazy part of its
 * own; what a library imports lazily (antd's Tree and Radio behind the table's stand-ins,
 * `vite.config.ts`) loads only when drawn, which no floor program does.
 */
function chunksOf(manifest: Record<string, ManifestChunk>, entry: string): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entry);
  return files;
}

/** Builds the floor programs and answers the gzip bytes of each screen's JS, by screen. */
export function stackFloor(): Map<string, number> {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '-c', 'scripts/bench/web-floor/vite.config.ts'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('building the stack floor failed');
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const gzipOf = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  return new Map(
    Object.entries(screens).map(([screen, entry]) => [
      screen,
      [...chunksOf(manifest, entry)].reduce((sum, file) => sum + gzipOf(file), 0),
    ]),
  );
}
