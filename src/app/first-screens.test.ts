import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What the first screens import before anything is loaded lazily: the signed-in frame, the
 * dashboard and a list. zod is for what validates (the server, the forms); it cost each of these
 * screens 23.5 KB gzip when the resource definitions built their schemas on import.
 */
const screens = {
  'signed-in app': 'src/app/app.tsx',
  shell: 'src/app/components/shell.tsx',
  dashboard: 'src/app/pages/dashboard.tsx',
  'dashboard charts': 'src/app/dashboard/charts.tsx',
  list: 'src/app/crud/resource-list.tsx',
};

/** The packages an output imports, following its static imports through shared chunks. */
function staticPackages(metafile: Metafile, output: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(output)) return packages;
  seen.add(output);
  for (const imported of metafile.outputs[output]?.imports ?? []) {
    if (imported.kind !== 'import-statement') continue;
    if (imported.external) packages.add(imported.path);
    else for (const name of staticPackages(metafile, imported.path, seen)) packages.add(name);
  }
  return packages;
}

/** A form page validates with zod: the walk must find it there. */
const form = 'src/app/crud/resource-create.tsx';

let metafile: Metafile;
const outputOf = (entry: string) =>
  Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entry)?.[0] ?? '';

beforeAll(async () => {
  // Our modules only, split as the browser build splits them; every package stays an import.
  ({ metafile } = await build({
    entryPoints: [...Object.values(screens), form],
    bundle: true,
    splitting: true,
    format: 'esm',
    packages: 'external',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    outdir: 'first-screens',
    write: false,
    metafile: true,
    logLevel: 'silent',
  }));
});

describe('the first screens', () => {
  it.each(Object.entries(screens))('%s loads no zod', (_name, entry) => {
    const packages = staticPackages(metafile, outputOf(entry));
    // The walk found the screen's imports at all: each of these screens draws with antd.
    expect([...packages]).toContain('antd');
    expect([...packages].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
  });

  it('a form page does load zod (the walk finds it where it is)', () => {
    expect([...staticPackages(metafile, outputOf(form))]).toContain('zod');
  });
});
