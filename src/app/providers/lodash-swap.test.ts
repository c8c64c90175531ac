import { readFileSync } from 'node:fs';
import toolkitChunk from 'es-toolkit/compat/chunk';
import toolkitDebounce from 'es-toolkit/compat/debounce';
import toolkitDifferenceWith from 'es-toolkit/compat/differenceWith';
import toolkitFromPairs from 'es-toolkit/compat/fromPairs';
import toolkitGet from 'es-toolkit/compat/get';
import toolkitIsEqual from 'es-toolkit/compat/isEqual';
import toolkitUnionWith from 'es-toolkit/compat/unionWith';
import toolkitUniqBy from 'es-toolkit/compat/uniqBy';
import toolkitZip from 'es-toolkit/compat/zip';
import fc from 'fast-check';
import chunk from 'lodash-es/chunk.js';
import debounce from 'lodash-es/debounce.js';
import differenceWith from 'lodash-es/differenceWith.js';
import fromPairs from 'lodash-es/fromPairs.js';
import get from 'lodash-es/get.js';
import isEqual from 'lodash-es/isEqual.js';
import unionWith from 'lodash-es/unionWith.js';
import uniqBy from 'lodash-es/uniqBy.js';
import zip from 'lodash-es/zip.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../../vite.config';

/**
 * The browser build takes refine's lodash functions from es-toolkit's lodash-compatible set
 * (`lodashToEsToolkit` in vite.config.ts). These are the functions refine imports, each checked
 * against lodash on the kind of values refine hands it: filters, sorters and CSV rows.
 */
const compared = [
  'chunk',
  'debounce',
  'differenceWith',
  'fromPairs',
  'get',
  'isEqual',
  'unionWith',
  'uniqBy',
  'zip',
];

/** Filter and sorter values: JSON with dates and `undefined`, as refine compares them. */
const value = fc.anything({
  maxDepth: 3,
  withDate: true,
  withNullPrototype: false,
  withBigInt: false,
  withMap: false,
  withSet: false,
  withTypedArray: false,
  withSparseArray: false,
  withBoxedValues: false,
  withObjectString: false,
});
/** Two values, equal (a deep copy) half of the time. */
const pair = fc.oneof(
  fc.tuple(value, value),
  value.map((one) => [one, structuredClone(one)] as const),
);
const filter = fc.record({
  field: fc.constantFrom('status', 'amount', 'createdAt'),
  operator: fc.constantFrom('eq', 'in', 'gte', 'lte'),
  value,
});
const filters = fc.array(filter, { maxLength: 5 });
const sameFilter = (
  a: { field: string; operator: string },
  b: { field: string; operator: string },
) => a.field === b.field && a.operator === b.operator;

describe("refine's lodash functions from es-toolkit", () => {
  afterEach(() => vi.useRealTimers());

  it('are the ones refine imports', () => {
    const refine = readFileSync(
      new URL('../../../node_modules/@refinedev/core/dist/index.mjs', import.meta.url),
      'utf8',
    );
    const imported = new Set(
      [...refine.matchAll(/from "lodash-es\/(\w+)\.js"/g)].map((match) => match[1]),
    );
    expect([...imported].sort()).toEqual(compared);
  });

  it('are what the build takes in their place', () => {
    const alias = appConfig.resolve.alias.find(({ find }) => find.test('lodash-es/isEqual.js'));
    expect(alias && 'lodash-es/isEqual.js'.replace(alias.find, alias.replacement)).toBe(
      'es-toolkit/compat/isEqual',
    );
  });

  it('isEqual agrees with lodash', () => {
    fc.assert(fc.property(pair, ([a, b]) => toolkitIsEqual(a, b) === isEqual(a, b)));
  });

  it('differenceWith and unionWith agree with lodash', () => {
    fc.assert(
      fc.property(filters, filters, (a, b) => {
        expect(toolkitDifferenceWith(a, b, sameFilter)).toEqual(differenceWith(a, b, sameFilter));
        expect(toolkitUnionWith(a, b, sameFilter)).toEqual(unionWith(a, b, sameFilter));
        expect(toolkitDifferenceWith(a, b, isEqual)).toEqual(differenceWith(a, b, isEqual));
      }),
    );
  });

  it('uniqBy, chunk, zip and fromPairs agree with lodash', () => {
    const cells = fc.array(fc.string(), { maxLength: 6 });
    fc.assert(
      fc.property(filters, fc.integer({ min: 0, max: 4 }), cells, cells, (rows, size, a, b) => {
        expect(toolkitUniqBy(rows, 'field')).toEqual(uniqBy(rows, 'field'));
        expect(toolkitUniqBy(rows, (row) => row.operator)).toEqual(
          uniqBy(rows, (row) => row.operator),
        );
        expect(toolkitChunk(rows, size)).toEqual(chunk(rows, size));
        expect(toolkitZip(a, b)).toEqual(zip(a, b));
        // A "__proto__" key is the one they differ on: its own test below.
        const pairs = zip(a, b).filter(([key]) => key !== '__proto__');
        expect(toolkitFromPairs(pairs)).toEqual(fromPairs(pairs));
      }),
    );
  });

  it('fromPairs leaves a "__proto__" key out where lodash keeps it, and neither changes a prototype', () => {
    // Found by the property above (seed 973021254). refine calls fromPairs only to map an
    // imported CSV's rows by its header, where dropping such a column is the safer answer.
    const pairs = [
      ['__proto__', 'polluted'],
      ['name', 'Ada'],
    ];
    const toolkit = toolkitFromPairs(pairs);
    expect(toolkit).toEqual({ name: 'Ada' });
    expect(Object.getPrototypeOf(toolkit)).toBe(Object.prototype);
    expect(Object.hasOwn(fromPairs(pairs), '__proto__')).toBe(true);
    expect(Object.prototype).not.toHaveProperty('name');
  });

  it('get agrees with lodash', () => {
    const path = fc.oneof(
      fc
        .array(fc.constantFrom('a', 'b', '0', '1'), { maxLength: 4 })
        .map((parts) => parts.join('.')),
      fc.array(fc.constantFrom('a', 'b', 0, 1), { maxLength: 4 }),
    );
    fc.assert(
      fc.property(value, path, value, (object, at, fallback) => {
        expect(toolkitGet(object, at, fallback)).toEqual(get(object, at, fallback));
      }),
    );
  });

  it('debounce agrees with lodash: one call with the last arguments after the wait, cancel and flush', () => {
    vi.useFakeTimers();
    const script = (make: typeof debounce) => {
      const calls: unknown[][] = [];
      const debounced = make((...args: unknown[]) => calls.push(args), 100);
      debounced(1);
      vi.advanceTimersByTime(50);
      debounced(2);
      vi.advanceTimersByTime(99);
      const early = calls.length;
      vi.advanceTimersByTime(1);
      debounced(3);
      debounced.cancel();
      vi.advanceTimersByTime(200);
      debounced(4);
      debounced.flush();
      return { early, calls };
    };
    const lodash = script(debounce);
    expect(lodash).toEqual({ early: 0, calls: [[2], [4]] });
    expect(script(toolkitDebounce as typeof debounce)).toEqual(lodash);
  });
});
