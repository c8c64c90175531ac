import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './login-error';

describe('loginErrorMessage', () => {
  it('is one generic message for bad credentials', () => {
    expect(loginErrorMessage({ name: 'INVALID_CREDENTIALS', message: 'No such user' })).toEqual({
      key: 'login.errors.invalidCredentials',
    });
  });

  it('rounds the wait up to whole minutes', () => {
    expect(loginErrorMessage({ name: 'RATE_LIMITED', retryAfter: 820 })).toEqual({
      key: 'login.errors.rateLimited',
      values: { count: 14 },
    });
    expect(loginErrorMessage({ name: 'RATE_LIMITED', retryAfter: 5 }).values).toEqual({ count: 1 });
  });

  it('still says to wait when the server gave no time', () => {
    expect(loginErrorMessage({ name: 'RATE_LIMITED' }).key).toBe('login.errors.rateLimitedSoon');
  });

  it('tells customers and disabled accounts apart from bad credentials', () => {
    expect(loginErrorMessage({ name: 'NO_DASHBOARD_ACCESS' }).key).toBe(
      'login.errors.noDashboardAccess',
    );
  });

  it('explains an unreachable server and passes other messages through', () => {
    expect(loginErrorMessage({ statusCode: 0, message: 'x' }).key).toBe('login.errors.unreachable');
    expect(
      loginErrorMessage({ name: 'INTERNAL', statusCode: 500, message: 'Something went wrong' }),
    ).toEqual({
      key: 'login.errors.unknown',
      values: { message: 'Something went wrong' },
    });
  });
});
