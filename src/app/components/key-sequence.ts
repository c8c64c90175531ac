/** Keys typed so far towards a shortcut such as `g o`, and when the last one came. */
export interface KeySequence {
  keys: readonly string[];
  at: number;
}

export const noKeys: KeySequence = { keys: [], at: 0 };

/** How long a sequence waits for its next key (ms), as GitHub's and Gmail's `g` shortcuts do. */
export const sequenceTimeout = 1500;

/**
 * The next state after `key` at time `at`, and the action it completes if any. Bindings are
 * sequences of keys joined by spaces (`/`, `g o`). A key that continues no sequence starts over
 * from itself, so `x g o` still opens what `g o` does.
 */
export function pressKey<Action extends string>(
  bindings: Readonly<Record<string, Action>>,
  state: KeySequence,
  key: string,
  at: number,
): { state: KeySequence; action?: Action } {
  const pending = at - state.at <= sequenceTimeout ? state.keys : [];
  for (const keys of [[...pending, key], [key]]) {
    const typed = keys.join(' ');
    const action = bindings[typed];
    if (action !== undefined) return { state: noKeys, action };
    if (Object.keys(bindings).some((sequence) => sequence.startsWith(`${typed} `)))
      return { state: { keys, at } };
  }
  return { state: noKeys };
}
