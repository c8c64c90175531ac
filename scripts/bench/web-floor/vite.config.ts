import { resolve } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import app from '../../../vite.config.ts';

const here = import.meta.dirname;

/** The floor programs, built as the app is (same plugins and tree-shaking), one page each. */
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
          'sign-in': resolve(here, 'sign-in.html'),
          dashboard: resolve(here, 'dashboard.html'),
          list: resolve(here, 'list.html'),
        },
      },
    },
  }),
);
