import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createHttpClient, toHttpError } from './http-client';

const config = { headers: {} } as InternalAxiosRequestConfig;

function failedWith(status: number, data: unknown): AxiosError {
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
}

describe('toHttpError', () => {
  it('keeps the field errors and the code of a 422, so forms show them beside the fields', () => {
    const error = toHttpError(
      failedWith(422, {
        statusCode: 422,
        code: 'VALIDATION_FAILED',
        message: 'Some fields need attention',
        errors: { phone: ['Use the international format'] },
      }),
    );
    expect(error).toMatchObject({
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Some fields need attention',
      errors: { phone: ['Use the international format'] },
    });
  });

  it('keeps the current record of a version conflict', () => {
    const current = { id: 7, version: 4, status: 'shipped' };
    const error = toHttpError(
      failedWith(409, { statusCode: 409, code: 'VERSION_CONFLICT', message: 'Stale', current }),
    );
    expect(error).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT', current });
  });

  it('keeps retryAfter of a locked-out sign-in', () => {
    const error = toHttpError(
      failedWith(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Wait', retryAfter: 840 }),
    );
    expect(error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfter: 840 });
  });

  it('takes the status from the response even when the body is not ours', () => {
    const error = toHttpError(failedWith(502, '<html>Bad gateway</html>'));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe('Request failed with status code 502');
  });

  it('turns a network failure into a readable message with status 0', () => {
    const error = toHttpError(new AxiosError('Network Error', 'ERR_NETWORK', config));
    expect(error.statusCode).toBe(0);
    expect(error.message).toMatch(/cannot be reached/);
    expect(error.message).not.toMatch(/Network Error/);
  });
});

describe('createHttpClient', () => {
  it('sends the same-origin header and rejects with refine-shaped errors', async () => {
    const client = createHttpClient();
    let sent: string | undefined;
    client.defaults.adapter = async (request) => {
      sent = request.headers.get('X-Requested-With') as string | undefined;
      throw failedWith(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Not yours' });
    };
    await expect(client.post('/api/orders', {})).rejects.toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Not yours',
    });
    expect(sent).toBe('XMLHttpRequest');
  });

  it('rejects with the readable message when the server cannot be reached', async () => {
    const client = createHttpClient();
    client.defaults.adapter = async (request) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', request);
    };
    await expect(client.get('/api/orders')).rejects.toMatchObject({
      statusCode: 0,
      message: expect.stringMatching(/cannot be reached/),
    });
  });
});
