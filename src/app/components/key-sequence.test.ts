import { describe, expect, it } from 'vitest';
import { noKeys, pressKey, sequenceTimeout } from './key-sequence';

const bindings = { '/': 'search', '?': 'help', 'g o': 'orders', 'g p': 'packages' } as const;

/** Presses `keys` one after another, `gap` ms apart; the actions they complete. */
function press(keys: string[], gap = 100) {
  let state = noKeys;
  const actions: string[] = [];
  keys.forEach((key, index) => {
    const next = pressKey(bindings, state, key, 10_000 + index * gap);
    state = next.state;
    if (next.action) actions.push(next.action);
  });
  return actions;
}

describe('a key sequence', () => {
  it('completes a one-key shortcut at once', () => {
    expect(press(['/'])).toEqual(['search']);
    expect(press(['?'])).toEqual(['help']);
  });

  it('completes a two-key shortcut from its keys in order', () => {
    expect(press(['g', 'o'])).toEqual(['orders']);
    expect(press(['g', 'p', 'g', 'o'])).toEqual(['packages', 'orders']);
    expect(press(['o', 'g'])).toEqual([]);
  });

  it('waits for a sequence only so long', () => {
    expect(press(['g', 'o'], sequenceTimeout)).toEqual(['orders']);
    expect(press(['g', 'o'], sequenceTimeout + 1)).toEqual([]);
  });

  it('starts over at a key that continues nothing', () => {
    expect(press(['g', 'x', 'o'])).toEqual([]);
    expect(press(['x', 'g', 'o'])).toEqual(['orders']);
    expect(press(['g', 'g', 'o'])).toEqual(['orders']);
    expect(press(['g', '/'])).toEqual(['search']);
  });
});
