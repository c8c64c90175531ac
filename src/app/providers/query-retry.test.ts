import { describe, expect, it } from 'vitest';
import { mayAnswerOtherwise, retryRead } from './query-retry';

describe('retryRead', () => {
  it('asks once more when nothing answered or the server failed', () => {
    expect(retryRead(0, { statusCode: 0 })).toBe(true);
    expect(retryRead(0, { statusCode: 503 })).toBe(true);
    expect(retryRead(0, new Error('offline'))).toBe(true);
    expect(retryRead(1, { statusCode: 503 })).toBe(false);
  });

  it('never asks again for a missing record, a refusal or bad input', () => {
    for (const statusCode of [400, 403, 404, 409, 422])
      expect(retryRead(0, { statusCode })).toBe(false);
  });

  it('treats an ended session, a timeout and a rate limit as passing', () => {
    for (const statusCode of [401, 408, 429]) expect(mayAnswerOtherwise({ statusCode })).toBe(true);
    expect(mayAnswerOtherwise(null)).toBe(true);
  });
});
