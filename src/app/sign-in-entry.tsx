import { useEffect } from 'react';
import { useTranslation } from './i18n/use-translation';
import { SignInPanel } from './pages/login/sign-in-panel';
import { ColorModeProvider } from './providers/color-mode';
import { fetchMe } from './providers/identity';
import { login, returnPath } from './providers/sign-in';

/**
 * The whole page when the browser opens `/login`: the sign-in panel without refine, the router or
 * the data provider, whose code the panel preloads while the password is typed. Once signed in,
 * or found signed in already, it hands over to the app at the page that was asked for.
 */
interface SignInEntryProps {
  onSignedIn(to: string): void;
  /** What to fetch while the password is typed (`SignInPanel`'s `preload`). */
  preload?: () => () => void;
}

export function SignInEntry({ onSignedIn, preload }: SignInEntryProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('shell.appName');
  }, [t]);
  useEffect(() => {
    let mounted = true;
    fetchMe()
      .then((me) => {
        if (me && mounted) onSignedIn(returnPath());
      })
      // Not known to be signed in: the form is the answer.
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [onSignedIn]);
  return (
    <ColorModeProvider>
      <SignInPanel signIn={login} onSignedIn={onSignedIn} preload={preload} />
    </ColorModeProvider>
  );
}
