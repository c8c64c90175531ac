import { resolve } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import { appConfig as app } from '../../../vite.config.ts';

const here = import.meta.dirname;

/** The floor programs, built as the app is (same plugins and tree-shaking), one entry each. */
export default mergeConfig(
  app,
  defineConfig({
    root: here,
    logLevel: 'warn',
    build: {
      outDir: resolve(here, '../../../.bench/web-floor-dist'),
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        input: {
          'sign-in': resolve(here, 'sign-in.tsx'),
          dashboard: resolve(here, 'dashboard.tsx'),
          list: resolve(here, 'list.tsx'),
        },
      },
    },
  }),
);
