import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { mainContentId } from './page-focus';
import { type ShortcutAction, useKeyboardShortcuts } from './use-keyboard-shortcuts';

const ShortcutsDialog = lazy(() => import('./shortcuts-dialog'));

/** The app's keyboard shortcuts (`use-keyboard-shortcuts.ts`) and the `?` dialog that lists them. */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const run = useCallback(
    (action: ShortcutAction) => {
      setHelpOpen(action === 'help');
      if (action === 'search') {
        document
          .getElementById(mainContentId)
          ?.querySelector<HTMLInputElement>('input[type="search"]')
          ?.focus();
      } else if (action !== 'help') {
        navigate(`/${action}`);
      }
    },
    [navigate],
  );
  useKeyboardShortcuts(run);
  return helpOpen ? (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={() => setHelpOpen(false)} />
    </Suspense>
  ) : null;
}
