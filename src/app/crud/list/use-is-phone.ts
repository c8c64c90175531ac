import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px): the width at which a list shows cards, not a table. */
export const phoneQuery = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const snapshot = () => window.matchMedia(phoneQuery).matches;

/**
 * Whether the window is phone-wide, known on the first render: antd's `useBreakpoint` answers
 * only after an effect, so a phone drew the whole table once before its cards.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
