import { describe, expect, it } from 'vitest';
import { failureText, isRecordReadNotice, saveFailureNotice } from './failure-notice';

const t = (key: string) => `«${key}»`;

describe('saveFailureNotice', () => {
  it('shows no toast for a failure the form shows at its fields', () => {
    const duplicate = {
      statusCode: 409,
      code: 'DUPLICATE',
      message: 'This email is already taken',
      errors: { email: ['This email is already taken'] },
    };
    expect(saveFailureNotice(t, duplicate, 'Not saved')).toBe(false);
  });

  it('shows one toast in the server’s words for a failure without field errors', () => {
    const notice = saveFailureNotice(
      t,
      { statusCode: 409, code: 'LAST_ADMIN', message: 'Nobody else is an active admin' },
      'Not saved',
    );
    expect(notice).toEqual({
      type: 'error',
      message: 'Not saved',
      description: 'Nobody else is an active admin',
    });
    expect(JSON.stringify(notice)).not.toMatch(/status|409/);
  });
});

describe('failureText', () => {
  it('says a body that is not ours in general words, never its status', () => {
    expect(
      failureText(t, { statusCode: 502, message: 'Request failed with status code 502' }),
    ).toBe('«crud.errors.unexpected»');
    expect(failureText(t, { statusCode: 0, message: 'The server cannot be reached' })).toBe(
      'The server cannot be reached',
    );
  });
});

describe('isRecordReadNotice', () => {
  it('is refine’s toast of a record read, not of a list or a write', () => {
    expect(isRecordReadNotice('99999999-orders-getOne-notification')).toBe(true);
    expect(isRecordReadNotice('orders-useList-notification')).toBe(false);
    expect(isRecordReadNotice('create-users-notification')).toBe(false);
    expect(isRecordReadNotice(undefined)).toBe(false);
  });
});
