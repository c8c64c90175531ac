import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Runs `work` once the screen has settled (`afterMs`) and the browser is idle, or half a second
 * later at the latest: the dashboard's chart animations leave few idle frames, and without the
 * deadline a menu click soon after the first chart could find the list's preload and style
 * warm-up not yet done. Returns the cleanup for an effect.
 */
export function runWhenIdle(work: () => void, afterMs: number) {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(work, { timeout: 500 });
    else work();
  }, afterMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
  };
}

/** False until the screen has settled (`afterMs`) and the browser is idle, then true. */
export function useIdleAfter(afterMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => runWhenIdle(() => setIdle(true), afterMs), [afterMs]);
  return idle;
}

interface WhenIdleProps {
  /** How long the screen settles before the browser's idle time is waited for (`useIdleAfter`). */
  afterMs: number;
  /** The part was asked for before then (a click, a call): it loads at once. */
  reached?: boolean;
  /** Drawn until then, and while the part's code loads. */
  standIn: ReactNode;
  /** The part, lazily loaded. */
  children: ReactNode;
}

/**
 * A part kept off the first screen: `standIn` until the screen has settled and the browser is
 * idle, or the part is reached for, then the part, with `standIn` while its code loads.
 */
export function WhenIdle({ afterMs, reached = false, standIn, children }: WhenIdleProps) {
  const idle = useIdleAfter(afterMs);
  return idle || reached ? <Suspense fallback={standIn}>{children}</Suspense> : standIn;
}
