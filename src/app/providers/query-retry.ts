/** Client errors that a moment later may answer otherwise: signed in again, waited, slowed down. */
const passing = new Set([401, 408, 429]);

/**
 * Whether asking again could answer otherwise: nothing answered, the server failed, or a passing
 * client error. A missing record, a refusal or bad input answers the same the next time.
 */
export function mayAnswerOtherwise(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number') return true;
  return status < 400 || status >= 500 || passing.has(status);
}

/** react-query's `retry` for the app's reads: once, and only for a failure that may pass. */
export const retryRead = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && mayAnswerOtherwise(error);
