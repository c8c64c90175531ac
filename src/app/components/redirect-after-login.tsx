import { Navigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../providers/sign-in';

/**
 * For the `/login` route once signed in: goes to the page that was asked for (`?to=`) rather than
 * always home, so the redirect back survives the sign-in.
 */
export function RedirectAfterLogin() {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnPath(params.get('to'))} replace />;
}
