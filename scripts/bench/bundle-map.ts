/**
 * Where a screen's JavaScript comes from: each script's gzip bytes split over the packages (and
 * our own folders) its source map names, in proportion to the characters each one wrote into the
 * minified file. `bench:web -- --by-package` prints it beside the screens' totals.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';

/** `node_modules/@scope/name/…` → `@scope/name`; `src/app/dashboard/…` → `(ours) src/app/dashboard`. */
export function originOf(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (inPackage?.[1]) return inPackage[1];
  const ours = /(?:^|\/)(src\/[^/]+(?:\/[^/]+)?)\//.exec(source);
  if (ours?.[1]) return `(ours) ${ours[1]}`;
  return '(bundler)';
}

/** Characters of `code` per origin, as its source map assigns them. */
export function charactersByOrigin(code: string, map: { sources: string[]; mappings: string }) {
  const lines = code.split('\n');
  const counts = new Map<string, number>();
  const add = (origin: string, count: number) =>
    count > 0 && counts.set(origin, (counts.get(origin) ?? 0) + count);
  decode(map.mappings).forEach((segments, line) => {
    const length = lines[line]?.length ?? 0;
    let column = 0;
    let origin = '(bundler)';
    for (const segment of segments) {
      add(origin, segment[0] - column);
      column = segment[0];
      const source = segment[1] === undefined ? undefined : map.sources[segment[1]];
      origin = source === undefined ? '(bundler)' : originOf(source);
    }
    add(origin, length - column);
  });
  return counts;
}

/**
 * Gzip bytes per origin over `scripts` (URL paths under `webRoot`), each script's gzip size split
 * by its characters' origins. Scripts without a map count as `(no map)`.
 */
export function gzipByOrigin(
  webRoot: string,
  scripts: Iterable<string>,
  gzipOf: (path: string) => number,
): Map<string, number> {
  const bytes = new Map<string, number>();
  for (const path of scripts) {
    const file = join(webRoot, path);
    const gzip = gzipOf(path);
    const counts = existsSync(`${file}.map`)
      ? charactersByOrigin(
          readFileSync(file, 'utf8'),
          JSON.parse(readFileSync(`${file}.map`, 'utf8')),
        )
      : new Map([['(no map)', 1]]);
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    for (const [origin, count] of counts)
      bytes.set(origin, (bytes.get(origin) ?? 0) + (gzip * count) / total);
  }
  return bytes;
}
