// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';

afterEach(cleanup);

/** Presses `keys` on `target` (the page unless said); the actions the shortcuts ran. */
function press(keys: string[], target: EventTarget = document.body, init: KeyboardEventInit = {}) {
  const run = vi.fn();
  renderHook(() => useKeyboardShortcuts(run));
  for (const key of keys)
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  return run.mock.calls.map(([action]) => action);
}

describe('the keyboard shortcuts', () => {
  it('run from the page, a Shift on the way to ? aside', () => {
    expect(press(['g', 'u'])).toEqual(['users']);
    expect(press(['Shift', '?'])).toEqual(['help']);
    expect(press(['/'])).toEqual(['search']);
  });

  it('leave what is typed in a field alone', () => {
    const input = document.body.appendChild(document.createElement('input'));
    expect(press(['g', 'o', '/', '?'], input)).toEqual([]);
    const box = document.body.appendChild(document.createElement('div'));
    box.setAttribute('role', 'combobox');
    expect(press(['g', 'o'], box)).toEqual([]);
  });

  it('leave keys with Ctrl, Alt or Cmd to the browser and the app', () => {
    expect(press(['g', 'o'], document.body, { ctrlKey: true })).toEqual([]);
    expect(press(['/'], document.body, { metaKey: true })).toEqual([]);
  });
});
