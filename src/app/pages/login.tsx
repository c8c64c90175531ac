import { useActiveAuthProvider, useGo, useInvalidateAuthStore } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { login } from '../providers/sign-in';
import { SignInPanel } from './login/sign-in-panel';

/**
 * `/login` inside the signed-in app, where a session that ended sends the user: signs in through
 * refine's auth provider and goes on without reloading the page.
 */
export default function LoginPage({ preload }: { preload?: () => () => void }) {
  const authProvider = useActiveAuthProvider();
  const go = useGo();
  const invalidateAuthStore = useInvalidateAuthStore();
  const queryClient = useQueryClient();
  return (
    <SignInPanel
      signIn={authProvider?.login ?? login}
      preload={preload}
      onSignedIn={(to) => {
        // Whatever was fetched before belonged to no one or to someone else (a session that
        // ended, another person on this browser): permissions and records start afresh.
        queryClient.clear();
        void invalidateAuthStore();
        go({ to, type: 'replace' });
      }}
    />
  );
}
