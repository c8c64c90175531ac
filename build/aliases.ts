import { fileURLToPath } from 'node:url';

/**
 * refine imports nine of lodash's functions one module each (`lodash-es/isEqual.js`); recharts
 * imports the same kind from es-toolkit's lodash-compatible set (`es-toolkit/compat/isEqual`),
 * which has each of them with lodash's behaviour (`src/app/providers/lodash-swap.test.ts`).
 * Taking refine's from es-toolkit too leaves one copy of each on the dashboard instead of two.
 * No stand-in: one real library swapped for another that the app already ships. A function
 * es-toolkit lacks fails the build.
 */
export const lodashToEsToolkit = {
  find: /^lodash-es\/(\w+)\.js$/,
  replacement: 'es-toolkit/compat/$1',
};

/**
 * antd's size watcher's polyfill, for the browser's own ResizeObserver: a polyfill alias to the
 * platform's own API, which every browser the app supports has.
 */
export const resizeObserverToPlatform = {
  find: /^resize-observer-polyfill$/,
  replacement: fileURLToPath(
    new URL('../src/app/providers/resize-observer-stand-in.ts', import.meta.url),
  ),
};
