import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading, mainContentId } from './page-focus';

const pollMs = 50;
const pollFor = 3000;

/**
 * After each move to another page, the focus goes to its heading, as a screen reader user
 * expects from a page load: otherwise it fell back to the body when the link that was followed
 * went away. A page that takes the focus itself (a form's first field) keeps it. The heading
 * may come after the page's code or record, so it is looked for a while.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path is a new page
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = Date.now();
    const stop = () => {
      clearInterval(timer);
      window.removeEventListener('pointerdown', stop, true);
      window.removeEventListener('keydown', stop, true);
    };
    const timer = setInterval(() => {
      const active = document.activeElement;
      const main = document.getElementById(mainContentId);
      const pageHasFocus = active && active !== main && main?.contains(active);
      const late = Date.now() - started > pollFor;
      if (pageHasFocus || focusPageHeading({ orPage: late }) || late) stop();
    }, pollMs);
    // A person who acts before the heading has come keeps the focus where they put it.
    window.addEventListener('pointerdown', stop, true);
    window.addEventListener('keydown', stop, true);
    return stop;
  }, [pathname]);
  return null;
}
