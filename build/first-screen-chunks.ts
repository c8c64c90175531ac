/**
 * The first screens' code in a few chunks, one per set of first screens that loads it.
 *
 * Left to itself the bundler splits the code shared by the app's lazy parts into a chunk per set
 * of lazy parts that import it: the dashboard loaded 79 scripts and the orders list 104, and
 * each script costs its imports, exports and gzip's lost context (`(bundler)` in `npm run
 * bench:web -- --by-package`: 17.6 and 23.5 KB gzip). So `vite build` builds twice: once as
 * the bundler chooses, to learn which modules each first screen loads (the chunks its parts
 * import statically, and what those modules import), then with a group per set of screens
 * (`signIn+dashboard+list`, `dashboard+list`, `list`, …) holding the modules loaded by exactly
 * those screens. A screen then loads its groups and nothing any other screen needs alone;
 * everything else (record pages, forms, filters, the dashboard's lower panels) keeps the
 * bundler's own chunks. The first screens come from the app's page table (page-table.ts). The
 * first build is needed because what a screen loads is what is left after tree-shaking, which
 * only the bundler's own chunks tell (an import the bundler drops must not pull a module in).
 */
import { resolve } from 'node:path';
import { build, type Plugin, type UserConfig } from 'vite';
import { firstScreensOf } from './page-table';

/** What the tagging reads of a built chunk (a subset of Rollup's and Rolldown's output chunk). */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  modules: Record<string, { renderedLength: number }>;
}

/**
 * Module id → the first screens that load it (`dashboard+list`, in `screens`' order). A screen
 * loads the entry chunk, the chunks holding its modules, and what those import statically; the
 * modules of those chunks that kept code are its own, and so is every module with code that one
 * of them imports: the bundler puts a group's imports in the group unless a group of more
 * screens holds them (antd's grid index, which the dashboard loads for `useBreakpoint`, imports
 * the Row that only the sign-in form draws). The entry, the lazy parts' own modules and virtual
 * modules are not tagged: they keep their chunks.
 */
export function screenTags(
  chunks: readonly ChunkFacts[],
  importedIds: (id: string) => readonly string[],
  screens: Record<string, readonly string[]>,
  root: string,
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const withCode = new Set<string>();
  for (const chunk of chunks)
    for (const [id, module] of Object.entries(chunk.modules))
      if (module.renderedLength > 0 && !id.startsWith('\0')) withCode.add(id);
  // The modules the app loads by name (the entry, each lazy part) keep their own small chunks.
  const facades = new Set(chunks.map((chunk) => chunk.facadeModuleId));

  const screensOf = new Map<string, string[]>();
  for (const [screen, modules] of Object.entries(screens)) {
    const holding = modules.map((module) => {
      const chunk = chunks.find((candidate) => resolve(root, module) in candidate.modules);
      // A module renamed or moved would leave its screen's list stale without a word.
      if (!chunk)
        throw new Error(`first-screen-chunks: ${screen}'s ${module} is in no chunk of the build`);
      return chunk;
    });
    const loaded = new Set<ChunkFacts>();
    const chunksToVisit = [...entries, ...holding];
    for (let chunk = chunksToVisit.pop(); chunk; chunk = chunksToVisit.pop()) {
      if (loaded.has(chunk)) continue;
      loaded.add(chunk);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) chunksToVisit.push(imported);
      }
    }
    const mine = new Set<string>();
    const modulesToVisit = [...loaded].flatMap((chunk) => Object.keys(chunk.modules));
    for (let id = modulesToVisit.pop(); id !== undefined; id = modulesToVisit.pop()) {
      if (mine.has(id) || !withCode.has(id)) continue;
      mine.add(id);
      modulesToVisit.push(...importedIds(id));
    }
    for (const id of mine)
      if (!facades.has(id)) screensOf.set(id, [...(screensOf.get(id) ?? []), screen]);
  }
  return new Map([...screensOf].map(([id, names]) => [id, names.join('+')]));
}

/** Rolldown's `codeSplitting` groups for the tags: a group of more screens takes its modules first. */
export function screenGroups(tags: ReadonlyMap<string, string>) {
  const sets = [...new Set(tags.values())];
  return sets.map((set) => ({
    name: `screens-${set.replaceAll('+', '-')}`,
    test: (id: string) => tags.get(id) === set,
    priority: set.split('+').length,
  }));
}

/** Builds `config` as the bundler chunks it, without writing, and tags the first screens' modules. */
export async function firstScreenTags(config: UserConfig, root: string) {
  let tags = new Map<string, string>();
  const tagger: Plugin = {
    name: 'first-screen-tags',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      tags = screenTags(
        chunks,
        (id) => this.getModuleInfo(id)?.importedIds ?? [],
        firstScreensOf(root),
        root,
      );
    },
  };
  await build({
    ...config,
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [...(config.plugins ?? []), tagger],
    build: { ...config.build, write: false, sourcemap: false },
  });
  if (tags.size === 0) throw new Error('first-screen-chunks: the first build tagged no module');
  return tags;
}
