import { useEffect } from 'react';
import { type KeySequence, noKeys, pressKey } from './key-sequence';

/** The app's shortcuts: a sequence of keys (joined by spaces) → what it does. */
export const shortcuts = {
  '/': 'search',
  'g o': 'orders',
  'g p': 'packages',
  'g u': 'users',
  'g s': 'stats',
  '?': 'help',
} as const;

export type ShortcutAction = (typeof shortcuts)[keyof typeof shortcuts];

const modifierKeys = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

/** Whether keys typed at `target` are text: a shortcut never takes a letter from a field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    ['textbox', 'combobox', 'searchbox'].includes(target.getAttribute('role') ?? '')
  );
}

/** Calls `run` when the keys typed outside any field complete one of the `shortcuts`. */
export function useKeyboardShortcuts(run: (action: ShortcutAction) => void): void {
  useEffect(() => {
    let state: KeySequence = noKeys;
    const onKeyDown = (event: KeyboardEvent) => {
      if (modifierKeys.has(event.key)) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) {
        state = noKeys;
        return;
      }
      const next = pressKey(shortcuts, state, event.key, event.timeStamp);
      state = next.state;
      if (next.action) {
        event.preventDefault();
        run(next.action);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run]);
}
