import { describe, expect, it } from 'vitest';
import { lodashToEsToolkit, resizeObserverToPlatform } from './aliases';

describe("the build's aliases", () => {
  it("take refine's lodash-es modules from es-toolkit's lodash-compatible set", () => {
    expect(
      'lodash-es/isEqual.js'.replace(lodashToEsToolkit.find, lodashToEsToolkit.replacement),
    ).toBe('es-toolkit/compat/isEqual');
    expect(lodashToEsToolkit.find.test('lodash-es')).toBe(false);
  });

  it("point antd's ResizeObserver polyfill at the platform's own, and nothing else", () => {
    expect(resizeObserverToPlatform.find.test('resize-observer-polyfill')).toBe(true);
    expect(resizeObserverToPlatform.find.test('axios')).toBe(false);
    expect(resizeObserverToPlatform.replacement).toMatch(
      /providers\/resize-observer-stand-in\.ts$/,
    );
  });
});
