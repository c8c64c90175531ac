import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key of the new-order sound: `on` or `off` (absent means off). */
export const soundStorageKey = 'sound';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const readSound = () => localStorage.getItem(soundStorageKey) === 'on';

/** Whether the new-order sound is on (off by default); the header toggle and settings share it. */
export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, readSound, () => false);
  const setOn = useCallback((next: boolean) => {
    localStorage.setItem(soundStorageKey, next ? 'on' : 'off');
    for (const listener of listeners) listener();
  }, []);
  return [on, setOn];
}
