import type { ComponentType } from 'react';
import { lazyPage } from '../../lazy-pages';

/**
 * A form widget of a resource's slots, loaded apart from the registry (from form-parts.ts). The
 * lists read the registry but draw no form, and the widgets bring antd's form inputs and the
 * schemas' zod with them: 24 KB gzip off the orders list (`npm run bench:web -- --by-package`).
 * The create and edit pages load the widgets with the page itself (`preloadFormWidgets`), so a
 * form never waits for one after it is drawn.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of each widget are its own.
export function lazySlot<Props extends Record<string, any>>(
  load: () => Promise<ComponentType<Props>>,
) {
  return lazyPage(() => load().then((component) => ({ default: component })));
}
