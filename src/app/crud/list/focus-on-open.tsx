import { type ReactNode, useEffect, useRef } from 'react';

const focusable = 'input:not([disabled]), textarea, [tabindex="0"], button:not([disabled])';

/**
 * Moves the focus to the first field inside once `open` turns true: a column filter opened from
 * the keyboard is typed into at once. A field's own `autoFocus` fires when it mounts, while the
 * dropdown is still hidden in its opening motion, and not at all when it opens again.
 */
export function FocusOnOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    let tries = 0;
    // The lazily loaded filter may draw its field a moment after the dropdown opens.
    const timer = setInterval(() => {
      const field = box.current?.querySelector<HTMLElement>(focusable);
      tries += 1;
      field?.focus();
      if ((field && document.activeElement === field) || tries > 20) clearInterval(timer);
    }, 50);
    return () => clearInterval(timer);
  }, [open]);
  return <div ref={box}>{children}</div>;
}
