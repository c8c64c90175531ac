import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Packages that do nothing when imported but do not say so in their package.json. refine's antd
 * bundle imports a Markdown renderer and refine's core imports a CSV parser at the top of one
 * file; we use neither, and marking them pure lets the build drop them (45 KB gzip from the
 * dashboard, 5 KB from the sign-in page: `npm run bench:web`).
 */
const pureModules =
  /\/node_modules\/(papaparse|react-markdown|remark-[a-z-]+|micromark[a-z-]*|mdast-[a-z-]+|hast-[a-z-]+|unist-[a-z-]+|unified|property-information)\//;

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (pureModules.test(id) ? false : undefined) },
    },
  },
});
