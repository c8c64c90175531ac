import { Navigate, useSearchParams } from 'react-router';

/** `to` if it is a path on this site, else `/`: never a way off the site. */
export function safeReturnPath(to: string | null | undefined): string {
  return to?.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/';
}

/**
 * For the `/login` route once signed in: goes to the page that was asked for (`?to=`) rather than
 * always home, so the redirect back survives the sign-in.
 */
export function RedirectAfterLogin() {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnPath(params.get('to'))} replace />;
}
