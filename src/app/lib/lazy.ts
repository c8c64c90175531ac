import { type ComponentType, lazy } from 'react';

type PageModule<Props> = { default: ComponentType<Props> };

/**
 * A page loaded on first use, or earlier with `preload()`; both share one download. Once loaded,
 * the page renders at once: React's `lazy` reads a thenable that calls back synchronously without
 * suspending, so no fallback flashes and React does not hold the page back for its fallback
 * throttle.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of each page are its own.
export function lazyPage<Props extends Record<string, any>>(
  load: () => Promise<PageModule<Props>>,
) {
  let loading: Promise<PageModule<Props>> | undefined;
  let loaded: PageModule<Props> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  const loadedNow = (module: PageModule<Props>) =>
    ({
      // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy reads.
      then: (resolve: (value: PageModule<Props>) => void) => resolve(module),
    }) as unknown as Promise<PageModule<Props>>;
  return Object.assign(
    lazy(() => (loaded ? loadedNow(loaded) : preload())),
    { preload },
  );
}

/**
 * A component of a module's named export, loaded like a page (`lazyPage`): parts of a screen kept
 * out of its first load, such as the forms' slot widgets and the lists' column filters.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of each component are its own.
export function lazyComponent<Props extends Record<string, any>>(
  load: () => Promise<ComponentType<Props>>,
) {
  return lazyPage(() => load().then((component) => ({ default: component })));
}

/** Something that can be fetched ahead: a lazy page or component, or a module's loader. */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

/** Fetches `parts` ahead, so that the click that opens one waits for its data only. */
export const preloadAll = (parts: readonly Preloadable[]) => {
  for (const part of parts) void part.preload().catch(() => undefined);
};
