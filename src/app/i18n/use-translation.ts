import { useSyncExternalStore } from 'react';
import { i18n } from './index';
import type { TFunction, Translator } from './translator';

const currentT = () => i18n.t;

/**
 * The translate function and the app's translator, for a component: it renders again when the
 * language changes, and `t` is a new function then (so memos keyed by it are made again).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const t = useSyncExternalStore(i18n.subscribe, currentT, currentT);
  return { t, i18n };
}
