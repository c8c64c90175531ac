'use strict';

/**
 * What the browser build loads for `side-channel` (`vite.config.ts`). refine reads and writes its
 * URLs with `qs`, which keeps per-object notes (cycles met, arrays grown past their limit) in
 * side channels. The package stands in for engines without `WeakMap` and, to name a missing
 * key in its error, brings `object-inspect` and `get-intrinsic` along: 7.9 KB gzip on every
 * signed-in screen (`npm run bench:web -- --by-package`). Every browser the app runs in has
 * `WeakMap` and `Map`, which is all this needs. CommonJS, like the package: qs `require`s it and
 * calls what it gets.
 */
module.exports = function getSideChannel() {
  /** Object and function keys, held weakly, as the package holds them. */
  let objects;
  /** Any other key (a string, a number, `null`, a symbol). */
  let primitives;
  const isObject = (key) => (typeof key === 'object' && key !== null) || typeof key === 'function';
  const store = (key, create) => {
    if (isObject(key)) {
      if (!objects && create) objects = new WeakMap();
      return objects;
    }
    if (!primitives && create) primitives = new Map();
    return primitives;
  };
  const channel = {
    assert(key) {
      if (!channel.has(key))
        throw new TypeError(
          `Side channel does not contain ${isObject(key) ? 'the given object key' : String(key)}`,
        );
    },
    delete: (key) => Boolean(store(key, false)?.delete(key)),
    get: (key) => store(key, false)?.get(key),
    has: (key) => Boolean(store(key, false)?.has(key)),
    set(key, value) {
      store(key, true).set(key, value);
    },
  };
  return channel;
};
