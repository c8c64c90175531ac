/**
 * What the browser build loads for `resize-observer-polyfill` (`vite.config.ts`), which antd's
 * size watcher (rc-resize-observer) imports. The polyfill hands out the browser's own
 * ResizeObserver wherever there is one, and every browser that can run the build has one: the
 * build's syntax target (Vite's default, Chrome and Edge 111, Firefox 114, Safari 16.4) is years
 * past ResizeObserver (Chrome 64, Firefox 69, Safari 13.1). Read when an observer is made, not when
 * this loads.
 */
export default function ResizeObserverStandIn(callback: ResizeObserverCallback): ResizeObserver {
  return new globalThis.ResizeObserver(callback);
}
