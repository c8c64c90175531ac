import type { AuthActionResponse } from '@refinedev/core';
import { useState } from 'react';
import type { LoginParams } from '../../providers/sign-in';
import { type LoginFailure, loginErrorMessage } from './login-error';

/**
 * Sends the sign-in form (`signIn`, trimmed email) and goes on (`onSignedIn`) once it went
 * through; a refusal or a failed request is kept as the message to show.
 */
export function useSignIn(
  signIn: (params: LoginParams) => Promise<AuthActionResponse>,
  onSignedIn: (to: string) => void,
) {
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (values: LoginParams) => {
    setPending(true);
    try {
      const result = await signIn({ ...values, email: values.email.trim() });
      if (!result.success) {
        setFailure((result.error as LoginFailure | undefined) ?? {});
        return;
      }
      setFailure(null);
      onSignedIn(result.redirectTo ?? '/');
    } catch (error) {
      setFailure(error as LoginFailure);
    } finally {
      setPending(false);
    }
  };
  return { submit, pending, message: failure ? loginErrorMessage(failure) : null };
}
