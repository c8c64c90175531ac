import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

type Channel = {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
};
const require = createRequire(import.meta.url);
const standIn = require('./side-channel-stand-in.cjs') as () => Channel;
const original = require('side-channel') as () => Channel;

const outcome = (run: () => unknown) => {
  try {
    return { value: run() };
  } catch (error) {
    return { threw: (error as Error).constructor.name };
  }
};

describe('the side-channel stand-in', () => {
  it('answers every sequence of calls as the package does', () => {
    // A few object keys shared by both channels, and primitive keys that may collide with them.
    const objects = [{}, [], () => 0, Object.create(null)];
    const key = fc.oneof(
      fc.constantFrom(...objects),
      fc.constantFrom('a', '', 0, -0, Number.NaN, null, undefined, true, Symbol.for('s')),
    );
    const call = fc.oneof(
      fc.record({ name: fc.constant('set' as const), key, value: fc.integer() }),
      fc.record({ name: fc.constantFrom('get', 'has', 'delete', 'assert'), key }),
    );
    fc.assert(
      fc.property(fc.array(call, { maxLength: 30 }), (calls) => {
        const ours = standIn();
        const theirs = original();
        for (const { name, key, ...rest } of calls) {
          const value = 'value' in rest ? rest.value : undefined;
          const run = (channel: Channel) => () =>
            name === 'set' ? channel.set(key, value) : channel[name](key);
          expect(outcome(run(ours))).toEqual(outcome(run(theirs)));
        }
      }),
    );
  });

  it('keeps each channel to itself and names a missing key', () => {
    const first = standIn();
    const second = standIn();
    const key = {};
    first.set(key, 1);
    expect(second.has(key)).toBe(false);
    expect(() => second.assert(key)).toThrow('Side channel does not contain the given object key');
    expect(() => second.assert('x')).toThrow('Side channel does not contain x');
  });
});
