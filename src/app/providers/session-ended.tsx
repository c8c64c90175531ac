import { useWarnAboutChange } from '@refinedev/core';
import { useEffect } from 'react';

/** Dispatched on `window` when the server answers that the session has ended (a 401). */
export const sessionEndedEvent = 'dashboard:session-ended';

export const announceSessionEnded = () => window.dispatchEvent(new Event(sessionEndedEvent));

/**
 * Lets the way to the sign-in page through once the session has ended: a form's unsaved-changes
 * guard asked "leave?" and, answered no (or by a browser that answers for the user), stopped it
 * halfway, on a blank page with the form gone anyway. Signed in again, the user comes back to
 * the page (`?to=`).
 */
export function LeaveWhenSessionEnds() {
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    const leave = () => setWarnWhen?.(false);
    window.addEventListener(sessionEndedEvent, leave);
    return () => window.removeEventListener(sessionEndedEvent, leave);
  }, [setWarnWhen]);
  return null;
}
