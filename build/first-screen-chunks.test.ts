import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChunkFacts, screenGroups, screenTags } from './first-screen-chunks';

const root = '/app';
const id = (name: string) => `/app/${name}`;

/** Chunks from `{ file: [modules…] }`; a module named with `~` kept no code; chunk imports follow module imports. */
function chunksOf(
  layout: Record<string, string[]>,
  imports: Record<string, string[]>,
  { entry = 'index.js', facades = {} as Record<string, string> } = {},
): ChunkFacts[] {
  const chunkOf = new Map(
    Object.entries(layout).flatMap(([file, modules]) => modules.map((m) => [m, file] as const)),
  );
  return Object.entries(layout).map(([file, modules]) => ({
    fileName: file,
    isEntry: file === entry,
    facadeModuleId: facades[file] ? id(facades[file]) : null,
    imports: [
      ...new Set(
        modules
          .flatMap((m) => imports[m] ?? [])
          .map((m) => chunkOf.get(m))
          .filter((f): f is string => f !== undefined && f !== file),
      ),
    ],
    modules: Object.fromEntries(
      modules.map((m) => [id(m.replace('~', '')), { renderedLength: m.includes('~') ? 0 : 10 }]),
    ),
  }));
}
const importsOf =
  (imports: Record<string, string[]>) =>
  (module: string): string[] =>
    (imports[module.slice('/app/'.length)] ?? []).map(id);

describe('screenTags', () => {
  // main.tsx (entry) → lazy sign-in-entry.tsx and app.tsx; both use react; app uses the
  // grid index, whose module imports the row that only the sign-in form draws.
  const imports = {
    'main.tsx': ['react.js'],
    'sign-in-entry.tsx': ['form.js', 'react.js'],
    'form.js': ['row.js'],
    'app.tsx': ['grid-index.js', 'charts.js', 'react.js'],
    'grid-index.js': ['row.js', 'breakpoint.js'],
    'details.tsx': ['card.js'],
  };
  // The bundler drops the grid index's unused import of the row: no chunk import follows it.
  const used = { ...imports, 'grid-index.js': ['breakpoint.js'] };
  const chunks = chunksOf(
    {
      'index.js': ['main.tsx', 'react.js'],
      'sign-in.js': ['sign-in-entry.tsx'],
      'form.js': ['form.js', 'row.js'],
      'app.js': ['app.tsx', 'grid-index.js', 'breakpoint.js', 'charts.js'],
      'details.js': ['details.tsx', 'card.js'],
      'virtual.js': ['\0runtime.js'],
    },
    used,
    {
      facades: {
        'index.js': 'main.tsx',
        'sign-in.js': 'sign-in-entry.tsx',
        'app.js': 'app.tsx',
        'details.js': 'details.tsx',
      },
    },
  );
  const tags = screenTags(
    chunks,
    importsOf(imports),
    { signIn: ['sign-in-entry.tsx'], dashboard: ['app.tsx'] },
    root,
  );

  it('tags each module with the screens that load it, in the screens’ order', () => {
    expect(tags.get(id('react.js'))).toBe('signIn+dashboard');
    expect(tags.get(id('form.js'))).toBe('signIn');
    expect(tags.get(id('charts.js'))).toBe('dashboard');
    expect(tags.get(id('breakpoint.js'))).toBe('dashboard');
  });

  it('gives a module the screens of every module that imports it', () => {
    // The bundler would pull the row into the dashboard's group with the grid index.
    expect(tags.get(id('row.js'))).toBe('signIn+dashboard');
  });

  it('leaves the entry, the lazy parts’ own modules, virtual modules and unloaded code alone', () => {
    for (const name of ['main.tsx', 'sign-in-entry.tsx', 'app.tsx', 'details.tsx', 'card.js'])
      expect(tags.has(id(name))).toBe(false);
    expect(tags.has('\0runtime.js')).toBe(false);
  });

  it('refuses a screen whose module is in no chunk (renamed or moved)', () => {
    expect(() =>
      screenTags(chunks, importsOf(imports), { dashboard: ['app.tsx', 'gone.tsx'] }, root),
    ).toThrow("first-screen-chunks: dashboard's gone.tsx is in no chunk of the build");
  });

  it('follows no import of a module that kept no code (a re-exporting index)', () => {
    const barrelImports = { 'app.tsx': ['barrel.js'], 'barrel.js': ['button.js', 'calendar.js'] };
    const withBarrel = chunksOf(
      {
        'index.js': ['main.tsx'],
        'app.js': ['app.tsx', '~barrel.js', 'button.js'],
        'calendar.js': ['calendar.js'],
      },
      barrelImports,
      { facades: { 'index.js': 'main.tsx', 'app.js': 'app.tsx' } },
    );
    const barrelTags = screenTags(
      withBarrel,
      importsOf(barrelImports),
      { dashboard: ['app.tsx'] },
      root,
    );
    expect([...barrelTags]).toEqual([[id('button.js'), 'dashboard']]);
  });

  it('never leaves a tagged module’s import with fewer screens (random module graphs)', () => {
    const graph = fc.integer({ min: 2, max: 14 }).chain((size) =>
      fc.record({
        size: fc.constant(size),
        // Each module imports some later modules: no cycles, as in the app.
        edges: fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1)), { maxLength: 30 }),
        kept: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        chunkOf: fc.array(fc.nat(4), { minLength: size, maxLength: size }),
        empty: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
        starts: fc.array(fc.array(fc.nat(size - 1), { minLength: 1, maxLength: 3 }), {
          minLength: 1,
          maxLength: 3,
        }),
      }),
    );
    fc.assert(
      fc.property(graph, ({ size, edges, kept, chunkOf, empty, starts }) => {
        const name = (n: number) => `m${n}.js`;
        const moduleImports: Record<string, string[]> = {};
        // The imports the bundler kept (chunk imports follow only those): a random part.
        const keptImports: Record<string, string[]> = {};
        const add = (map: Record<string, string[]>, key: string, value: string) => {
          map[key] = [...(map[key] ?? []), value];
        };
        edges.forEach(([a, b], index) => {
          if (a >= b) return;
          add(moduleImports, name(a), name(b));
          if (kept[index] !== false) add(keptImports, name(a), name(b));
        });
        const layout: Record<string, string[]> = {};
        for (let n = 0; n < size; n++)
          add(layout, `c${chunkOf[n]}.js`, `${empty[n] ? '~' : ''}${name(n)}`);
        const screens = Object.fromEntries(
          starts.map((modules, s) => [`s${s}`, modules.map(name)]),
        );
        const found = screenTags(
          chunksOf(layout, keptImports, { entry: 'none' }),
          importsOf(moduleImports),
          screens,
          root,
        );
        for (const [module, set] of found)
          for (const imported of importsOf(moduleImports)(module)) {
            if (!found.has(imported)) continue;
            const theirs = new Set(found.get(imported)?.split('+'));
            for (const screen of set.split('+')) expect(theirs.has(screen)).toBe(true);
          }
      }),
    );
  });
});

describe('screenGroups', () => {
  it('makes a group per set of screens, the sets of more screens first', () => {
    const tags = new Map([
      ['/a.js', 'signIn+dashboard+list'],
      ['/b.js', 'dashboard'],
      ['/c.js', 'dashboard+list'],
      ['/d.js', 'dashboard'],
    ]);
    const groups = screenGroups(tags);
    expect(groups.map(({ name, priority }) => [name, priority])).toEqual([
      ['screens-signIn-dashboard-list', 3],
      ['screens-dashboard', 1],
      ['screens-dashboard-list', 2],
    ]);
    const dashboard = groups[1];
    expect(['/a.js', '/b.js', '/c.js', '/d.js'].filter((m) => dashboard?.test(m))).toEqual([
      '/b.js',
      '/d.js',
    ]);
  });
});
