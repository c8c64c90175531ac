import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { lodashToEsToolkit, resizeObserverToPlatform } from './build/aliases.ts';
import { antdStandIns } from './build/antd-narrowed-imports.ts';
import { firstScreenTags, screenGroups } from './build/first-screen-chunks.ts';
import { moduleSideEffects } from './build/pure-modules.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The app's build as the bundler chunks it (`scripts/bench/web-floor` builds its programs so).
 * Each trick lives in build/ with its test: the antd redirects (antd-narrowed-imports.ts), the
 * pure modules (pure-modules.ts), the two aliases (aliases.ts) and the first screens' chunks
 * (first-screen-chunks.ts).
 */
export const appConfig = {
  plugins: [react(), antdStandIns],
  resolve: { alias: [resizeObserverToPlatform, lodashToEsToolkit] },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { treeshake: { moduleSideEffects } },
  },
} satisfies UserConfig;

const root = fileURLToPath(new URL('.', import.meta.url));

/** `vite build` puts each first screen's modules in a few chunks (`build/first-screen-chunks.ts`). */
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
