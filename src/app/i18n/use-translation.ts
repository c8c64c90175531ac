import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './index';
import type { TFunction, Translator } from './translator';

/**
 * The translate function and the app's translator, for a component: it renders again when the
 * language changes, and `t` is a new function then (so memos keyed by it are made again).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for each language
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options), [language]);
  return { t, i18n };
}
