/** What `authProvider.login` reports when signing in fails. */
export interface LoginFailure {
  name?: string;
  message?: string;
  statusCode?: number;
  retryAfter?: number;
}

/** The message to show for a failed sign-in: an i18n key and its values. */
export function loginErrorMessage(error: LoginFailure): {
  key: string;
  values?: Record<string, unknown>;
} {
  switch (error.name) {
    case 'INVALID_CREDENTIALS':
      return { key: 'login.errors.invalidCredentials' };
    case 'RATE_LIMITED':
      return typeof error.retryAfter === 'number' && error.retryAfter > 0
        ? { key: 'login.errors.rateLimited', values: { count: Math.ceil(error.retryAfter / 60) } }
        : { key: 'login.errors.rateLimitedSoon' };
    case 'NO_DASHBOARD_ACCESS':
      return { key: 'login.errors.noDashboardAccess' };
    default:
      return error.statusCode === 0
        ? { key: 'login.errors.unreachable' }
        : { key: 'login.errors.unknown', values: { message: error.message ?? '' } };
  }
}
