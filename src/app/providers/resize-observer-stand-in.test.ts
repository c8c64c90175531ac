import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfig } from '../../../vite.config';
import ResizeObserverStandIn from './resize-observer-stand-in';

const native = globalThis.ResizeObserver;
afterEach(() => {
  globalThis.ResizeObserver = native;
});

describe('the resize-observer-polyfill stand-in', () => {
  it('makes the browser’s own ResizeObserver, found when it is made', () => {
    const made: ResizeObserverCallback[] = [];
    class BrowserObserver {
      constructor(callback: ResizeObserverCallback) {
        made.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    globalThis.ResizeObserver = BrowserObserver;
    const callback: ResizeObserverCallback = () => undefined;
    const observer = new (ResizeObserverStandIn as unknown as typeof ResizeObserver)(callback);
    expect(observer).toBeInstanceOf(BrowserObserver);
    expect(made).toEqual([callback]);
  });

  it('takes the place of the polyfill that antd’s size watcher makes its observer from', () => {
    const watcher = readFileSync(
      new URL('../../../node_modules/rc-resize-observer/es/utils/observerUtil.js', import.meta.url),
      'utf8',
    );
    expect(watcher).toContain("import ResizeObserver from 'resize-observer-polyfill';");
    expect(watcher).toContain('new ResizeObserver(onResize)');
    const alias = appConfig.resolve.alias.find(({ find }) => find.test('resize-observer-polyfill'));
    expect(alias?.replacement).toMatch(/\/src\/app\/providers\/resize-observer-stand-in\.ts$/);
  });
});
