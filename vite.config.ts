import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { firstScreenTags, screenGroups } from './scripts/first-screen-chunks.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** A path of this repository, for the build's root and its stand-ins. */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Packages that do nothing when imported but do not say so in their package.json. refine's antd
 * bundle imports a Markdown renderer and refine's core imports a CSV parser at the top of one
 * file; we use neither, and marking them pure lets the build drop them (45 KB gzip from the
 * dashboard, 5 KB from the sign-in page: `npm run bench:web`).
 * refine's devtools import `error-stack-parser` (a UMD module) for traces made only in development.
 */
const pureModules =
  /\/node_modules\/(papaparse|react-markdown|remark-[a-z-]+|micromark[a-z-]*|mdast-[a-z-]+|hast-[a-z-]+|unist-[a-z-]+|unified|property-information|error-stack-parser|stackframe)\//;

/**
 * `@refinedev/simple-rest` makes a default axios instance when it loads, which the app never uses:
 * it hands the provider its own client on `fetch` (`src/app/providers/http-client.ts`). A stand-in
 * takes axios's place in the browser build (20.3 KB gzip off the dashboard and every list).
 */
const axiosStandIn = here('./src/app/providers/axios-stand-in.ts');

/**
 * `qs` (refine's URLs) keeps its notes in `side-channel`, which brings `object-inspect` and
 * `get-intrinsic` for engines without `WeakMap`: a stand-in on `WeakMap` and `Map` takes its place
 * (7.9 KB gzip off every signed-in screen).
 */
const sideChannelStandIn = here('./src/app/providers/side-channel-stand-in.cjs');

/**
 * refine's default text transformers' `pluralize`, for a few rules that turn the app's resource
 * names alike (1.8 KB gzip off the dashboard and every list; `pluralize-stand-in.ts`).
 */
const pluralizeStandIn = here('./src/app/providers/pluralize-stand-in.ts');

/** antd's size watcher's polyfill, for the browser's own ResizeObserver (2.5 KB gzip off every screen). */
const resizeObserverStandIn = here('./src/app/providers/resize-observer-stand-in.ts');

/**
 * refine imports nine of lodash's functions one module each (`lodash-es/isEqual.js`); recharts
 * imports the same kind from es-toolkit's lodash-compatible set (`es-toolkit/compat/isEqual`),
 * which has each of them with lodash's behaviour (`src/app/providers/lodash-swap.test.ts`).
 * Taking refine's from es-toolkit too leaves one copy of each on the dashboard instead of two
 * (`npm run bench:web -- --by-package`). A function es-toolkit lacks fails the build.
 */
const lodashToEsToolkit = { find: /^lodash-es\/(\w+)\.js$/, replacement: 'es-toolkit/compat/$1' };

/**
 * Imports inside antd that bring components a screen never draws, pointed at stand-ins that load
 * the component when it is first drawn (`src/app/providers/antd-table-stand-ins.tsx`): the table's
 * tree and radios (rc-tree's component, and through the radio group the form store: 19.6 KB gzip
 * on every list). Each entry: the importing module (the end of its path), the specifier it
 * imports, and the stand-in's export that takes its place.
 */
const tableStandIns = here('./src/app/providers/antd-table-stand-ins.tsx');
export const antdRedirects = [
  ['/antd/es/table/hooks/useFilter/FilterDropdown.js', '../../../tree', 'LazyTree'],
  ['/antd/es/table/hooks/useFilter/FilterDropdown.js', '../../../radio', 'LazyRadio'],
  ['/antd/es/table/hooks/useSelection.js', '../../radio', 'LazyRadio'],
] as const;
const standInPrefix = '\0antd-stand-in:';

/**
 * Imports inside antd narrowed to the module that holds what they take: the importing module (the
 * end of its path), the specifier, and the module imported instead. antd's form context (which
 * every input, tooltip and dropdown imports) takes `FormProvider` from rc-field-form's index, and
 * the index hangs the form's parts on the form it exports: screens without a form loaded the form
 * store and its validator (14 KB gzip on the dashboard). The index re-exports the same module.
 */
export const narrowedImports = [
  ['/antd/es/form/context.js', 'rc-field-form', 'rc-field-form/es/FormContext.js'],
] as const;

export const antdStandIns: Plugin = {
  name: 'antd-stand-ins',
  enforce: 'pre',
  resolveId(source, importer) {
    const matches = ([module, specifier]: readonly [string, string, string]) =>
      source === specifier && importer?.endsWith(module);
    const narrowed = narrowedImports.find(matches);
    if (narrowed) return this.resolve(narrowed[2], importer, { skipSelf: true });
    const redirect = antdRedirects.find(matches);
    return redirect && `${standInPrefix}${redirect[2]}`;
  },
  load(id) {
    if (id.startsWith(standInPrefix))
      return `export { ${id.slice(standInPrefix.length)} as default } from ${JSON.stringify(tableStandIns)};`;
  },
};

/** The app's build as the bundler chunks it (`scripts/bench/web-floor` builds its programs so). */
export const appConfig = {
  plugins: [react(), antdStandIns],
  resolve: {
    alias: [
      { find: /^axios$/, replacement: axiosStandIn },
      { find: /^side-channel$/, replacement: sideChannelStandIn },
      { find: /^resize-observer-polyfill$/, replacement: resizeObserverStandIn },
      { find: /^pluralize$/, replacement: pluralizeStandIn },
      lodashToEsToolkit,
    ],
  },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (pureModules.test(id) ? false : undefined) },
    },
  },
} satisfies UserConfig;

const root = here('.');

/** `vite build` puts each first screen's modules in a few chunks (`scripts/first-screen-chunks.ts`). */
export default defineConfig(async ({ command }) => {
  if (command !== 'build') return appConfig;
  const tags = await firstScreenTags(appConfig, root);
  return {
    ...appConfig,
    build: {
      ...appConfig.build,
      rolldownOptions: {
        ...appConfig.build.rolldownOptions,
        output: { codeSplitting: { groups: screenGroups(tags) } },
      },
    },
  };
});
