import { type ReactNode, Suspense } from 'react';
import { useIdleAfter } from './lazy-pages';

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
