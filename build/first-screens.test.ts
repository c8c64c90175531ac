import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstScreensOf } from './page-table';

const firstScreens = firstScreensOf(fileURLToPath(new URL('..', import.meta.url)));

/**
 * What the first screens import before anything is loaded lazily: the sign-in page, the
 * signed-in frame, the dashboard and a list, by the modules the build groups them by
 * (`firstScreens`). zod is for what validates (the server, the forms);
 * it cost each signed-in screen 23.5 KB gzip when the resource definitions built their schemas
 * on import. The forms' widgets, the lists' column filters and the dashboard's date picker load
 * when they are drawn or the browser is idle, and German when it is chosen (`npm run bench:web`).
 */
const screens = Object.entries(firstScreens);

/** The packages and our modules an output loads, following its static imports through shared chunks. */
function staticClosure(
  metafile: Metafile,
  output: string,
  found = { packages: new Set<string>(), modules: new Set<string>() },
  seen = new Set<string>(),
) {
  if (seen.has(output)) return found;
  seen.add(output);
  for (const module of Object.keys(metafile.outputs[output]?.inputs ?? {}))
    found.modules.add(module);
  for (const imported of metafile.outputs[output]?.imports ?? []) {
    if (imported.kind !== 'import-statement') continue;
    if (imported.external) found.packages.add(imported.path);
    else staticClosure(metafile, imported.path, found, seen);
  }
  return found;
}

/** A form page validates with zod: the walk must find it there. */
const form = 'src/app/crud/resource-create.tsx';

let metafile: Metafile;
const outputOf = (entry: string) =>
  Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entry)?.[0] ?? '';

/** What a screen loads: the static closure of each module it loads first, together. */
const screenClosure = (modules: readonly string[]) => {
  const found = { packages: new Set<string>(), modules: new Set<string>() };
  for (const module of modules) staticClosure(metafile, outputOf(module), found);
  return found;
};

beforeAll(async () => {
  // Our modules only, split as the browser build splits them; every package stays an import.
  ({ metafile } = await build({
    entryPoints: [...new Set(Object.values(firstScreens).flat()), form],
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
  it.each(screens)('%s loads no zod', (_name, modules) => {
    const { packages } = screenClosure(modules);
    // The walk found the screen's imports at all: each of these screens draws with antd.
    expect([...packages]).toContain('antd');
    expect([...packages].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
  });

  it.each(screens)(
    '%s loads no form, column filter, date picker, search palette or German until one is used',
    (_name, starts) => {
      const { modules } = screenClosure(starts);
      const late = [...modules].filter(
        (module) =>
          module.startsWith('src/app/crud/form/') ||
          module.startsWith('src/app/i18n/de/') ||
          module === 'src/app/crud/list/column-filter.tsx' ||
          module === 'src/app/dashboard/range-input.tsx' ||
          // Its antd Modal and rc-dialog: loaded when the search first opens or the screen settles.
          module === 'src/app/components/search-palette.tsx' ||
          module === 'src/resources/schemas.ts',
      );
      expect(late).toEqual([]);
    },
  );

  it.each(screens)('%s loads no @refinedev/antd', (_name, modules) => {
    // It ships as one module, kept whole in one chunk: with any of it comes the record pages'
    // page header, pro-layout and its provider (23 KB gzip on a list).
    expect([...screenClosure(modules).packages]).not.toContain('@refinedev/antd');
  });

  it("a form page does load zod, refine's antd package and the form modules (the walk finds them)", () => {
    const { packages, modules } = staticClosure(metafile, outputOf(form));
    expect([...packages]).toContain('zod');
    expect([...packages]).toContain('@refinedev/antd');
    expect([...modules]).toContain('src/app/crud/form/form-item.tsx');
  });
});
